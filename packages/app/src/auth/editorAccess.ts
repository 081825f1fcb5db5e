import { createHmac } from "node:crypto";
import { COOKIE_NAMES, EDITOR_COOKIE_MAX_AGE_DAYS } from "@wire/domain";
import type { AppConfig } from "../config";
import { requestFacts } from "../http/requestFacts";
import { constantTimeEquals } from "./constantTimeEquals";
import { grantCookie, hasGrant } from "./sealedGrant";

const MAX_AGE_S = EDITOR_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

type Secrets = Pick<AppConfig, "EDITOR_PASSWORD" | "SESSION_SECRET">;

/** The editor cookie (spec §4, §6: 90 days, same-site lax). */
export function editorCookieName(config: Pick<AppConfig, "secureCookies">): string {
  return config.secureCookies ? `__Host-${COOKIE_NAMES.editor}` : COOKIE_NAMES.editor;
}

/**
 * The keyed hash of an editor password (HMAC-SHA256 with the server's
 * secret, spec §4 "a hashed password"): what `/api/editor-area-autentication`
 * hands back, worthless without the secret and never the password itself.
 */
export function editorPasswordHash(password: string, config: Pick<AppConfig, "SESSION_SECRET">) {
  return createHmac("sha256", config.SESSION_SECRET)
    .update(`editor-password:${password}`)
    .digest("base64url");
}

/** Whether the candidate is the editor password (compared in constant time). */
export function isEditorPassword(candidate: string, config: Secrets) {
  return constantTimeEquals(candidate, config.EDITOR_PASSWORD);
}

/** Whether a keyed hash is that of the current editor password (constant time). */
export function isEditorPasswordHash(hash: string, config: Secrets) {
  return constantTimeEquals(hash, editorPasswordHash(config.EDITOR_PASSWORD, config));
}

/**
 * The grant's scope names the password it was given for (a prefix of its
 * keyed hash), so changing the editor password ends every editor's access.
 */
function scope(config: Secrets) {
  return `editor:${editorPasswordHash(config.EDITOR_PASSWORD, config).slice(0, 16)}`;
}

/** The sealed cookie that proves the editor password was given (90 days, HttpOnly, lax). */
export function editorCookie(config: AppConfig) {
  return grantCookie(config, editorCookieName(config), scope(config), MAX_AGE_S);
}

/** Whether the cookie value is a valid, unexpired editor grant for the current password. */
export function hasEditorAccess(value: string | undefined, config: AppConfig) {
  return hasGrant(value, scope(config), config);
}

/** Whether a request carries a valid editor cookie (route handlers of the editor area). */
export async function isEditorRequest(request: Request, config: AppConfig): Promise<boolean> {
  return hasEditorAccess(requestFacts(request).cookies[editorCookieName(config)], config);
}
