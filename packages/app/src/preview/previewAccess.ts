import { constantTimeEquals } from "../auth/constantTimeEquals";
import { grantCookie, hasGrant } from "../auth/sealedGrant";
import type { AppConfig } from "../config";

/** Preview access lasts a working day, like a session. */
export const PREVIEW_ACCESS_SECONDS = 8 * 60 * 60;

export function previewCookieName(config: Pick<AppConfig, "secureCookies">): string {
  return config.secureCookies ? "__Host-wire_preview" : "wire_preview";
}

/** Whether the candidate is the preview password (compared in constant time). */
export function isPreviewPassword(candidate: string, config: Pick<AppConfig, "PREVIEW_PASSWORD">) {
  return constantTimeEquals(candidate, config.PREVIEW_PASSWORD);
}

/** The sealed cookie that proves the preview password was given. */
export function previewCookie(config: AppConfig) {
  return grantCookie(config, previewCookieName(config), "preview", PREVIEW_ACCESS_SECONDS);
}

/** Whether the cookie value is a valid, unexpired preview grant. */
export function hasPreviewAccess(value: string | undefined, config: AppConfig) {
  return hasGrant(value, "preview", config);
}

/** Whether a request's host (port aside) is one of the preview deployments' hosts. */
export function isPreviewHost(host: string | null, config: Pick<AppConfig, "PREVIEW_HOSTS">) {
  return config.PREVIEW_HOSTS.includes((host ?? "").toLowerCase().replace(/:\d+$/, ""));
}
