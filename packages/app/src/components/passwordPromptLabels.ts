import type { Translator } from "../i18n/serverTranslator";

/** The texts of a PasswordPrompt in the reader's language; title and text say what it guards. */
export function passwordPromptLabels(t: Translator, guards: { title: string; text: string }) {
  return {
    ...guards,
    password: t("passwordGate.label"),
    submit: t("passwordGate.submit"),
    loading: t("common.loading"),
    wrongPassword: t("passwordGate.wrongPassword"),
    passwordRequired: t("validation.password"),
    error: t("passwordGate.error"),
    tooManyAttempts: t("passwordGate.tooManyAttempts", { seconds: "{seconds}" }),
  };
}
