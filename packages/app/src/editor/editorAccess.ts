import { COOKIE_NAMES, EDITOR_COOKIE_MAX_AGE_DAYS } from "@wire/domain";
import { grantCookie, hasGrant } from "../auth/sealedGrant";
import type { AppConfig } from "../config";

const MAX_AGE_S = EDITOR_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/** The editor cookie (spec §4, §6: 90 days, same-site lax). */
export function editorCookieName(config: Pick<AppConfig, "secureCookies">): string {
  return config.secureCookies ? `__Host-${COOKIE_NAMES.editor}` : COOKIE_NAMES.editor;
}

/** The sealed cookie that proves the editor password was given. */
export function editorCookie(config: AppConfig) {
  return grantCookie(config, editorCookieName(config), "editor", MAX_AGE_S);
}

/** Whether the cookie value is a valid, unexpired editor grant. */
export function hasEditorAccess(value: string | undefined, config: AppConfig) {
  return hasGrant(value, "editor", config);
}
