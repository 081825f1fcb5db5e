import { COOKIE_NAMES, EDITOR_COOKIE_MAX_AGE_DAYS } from "@wire/domain";
import { cookieOptions } from "../auth/cookies";
import { seal, unseal } from "../auth/sealedCookie";
import type { AppConfig } from "../config";

const MAX_AGE_S = EDITOR_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/** The editor cookie (spec §4, §6: 90 days, same-site lax). */
export function editorCookieName(config: Pick<AppConfig, "secureCookies">): string {
  return config.secureCookies ? `__Host-${COOKIE_NAMES.editor}` : COOKIE_NAMES.editor;
}

/**
 * The sealed cookie that proves the editor password was given: encrypted
 * and authenticated with the server's secret, so it holds neither the
 * password nor anything a visitor could forge.
 */
export async function editorCookie(config: AppConfig) {
  return {
    name: editorCookieName(config),
    value: await seal({ scope: "editor" }, config.SESSION_SECRET, MAX_AGE_S),
    options: cookieOptions(config, MAX_AGE_S),
  };
}

/** Whether the cookie value is a valid, unexpired editor grant. */
export async function hasEditorAccess(value: string | undefined, config: AppConfig) {
  const payload = await unseal<{ scope?: string }>(value, config.SESSION_SECRET);
  return payload?.scope === "editor";
}
