import type { Translator } from "../i18n/serverTranslator";

/** The quick order's texts in the reader's language (the cart page and the order-parts tab). */
export function quickOrderTexts(t: Translator): QuickOrderTexts {
  return {
    articleNumber: t("productInformation.columns.articleNumber"),
    quantity: t("partsCart.quantity"),
    add: t("partsCart.quickOrder.add"),
    pasteLabel: t("partsCart.quickOrder.pasteLabel"),
    pasteHint: t("partsCart.quickOrder.pasteHint"),
    upload: t("partsCart.quickOrder.upload"),
    submit: t("partsCart.quickOrder.submit"),
    failed: t("partsCart.failure"),
    uploadFailed: t("tickets.error.uploadFailed"),
  };
}

/** The quick order's texts, translated on the server. */
export interface QuickOrderTexts {
  articleNumber: string;
  quantity: string;
  add: string;
  pasteLabel: string;
  pasteHint: string;
  upload: string;
  submit: string;
  /** The cart could not be changed (the site did not answer). */
  failed: string;
  /** An uploaded CSV could not be sent: try again. */
  uploadFailed: string;
}
