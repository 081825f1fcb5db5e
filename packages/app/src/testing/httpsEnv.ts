/**
 * An environment for a site served over HTTPS, with every secret the configuration requires
 * outside localhost set to a value of its own (`appConfig` refuses the local defaults there).
 */
export const HTTPS_ENV = {
  APP_URL: "https://www.wire.example",
  SESSION_SECRET: "s".repeat(40),
  PREVIEW_PASSWORD: "a real preview password",
  REVALIDATE_SECRET: "a shared publish-hook secret",
  EDITOR_PASSWORD: "a real editor password",
  CONTENT_MANAGEMENT_TOKEN: "a real management token",
  CONTENT_PREVIEW_TOKEN: "a real content preview token",
  BOTCHECK_SECRET: "a real bot-check secret",
  FORMS_API_TOKEN: "a real forms credential",
} as const;
