import type { Translator } from "../i18n/serverTranslator";
import type { PublicFormKind } from "./formDefinitions";

/**
 * The success and failure texts of each form (spec section 8): the support
 * request's and the service request's to the letter (the latter with the
 * suggestion to retry or write an e-mail), the others in the same manner.
 */
export function outcomeTexts(kind: PublicFormKind, t: Translator, supportEmail: string) {
  switch (kind) {
    case "support":
      return { success: t("supportRequest.success"), failure: t("supportRequest.failure") };
    case "serviceRequest":
      return {
        success: t("serviceRequest.success"),
        failure: t("serviceRequest.failure"),
        failureHint: t("serviceRequest.failureHint", { email: supportEmail }),
      };
    case "whitepaper":
      return { success: t("publicForms.whitepaperReady"), failure: t("whitepaper.failure") };
    case "storyFeedback":
      return {
        success: t("publicForms.feedbackSuccess"),
        failure: t("publicForms.genericFailure"),
      };
  }
}
