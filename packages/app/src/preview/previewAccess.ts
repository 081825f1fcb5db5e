import { createHash, timingSafeEqual } from "node:crypto";
import { cookieOptions } from "../auth/cookies";
import { seal, unseal } from "../auth/sealedCookie";
import type { AppConfig } from "../config";

/** Preview access lasts a working day, like a session. */
export const PREVIEW_ACCESS_SECONDS = 8 * 60 * 60;

export function previewCookieName(config: Pick<AppConfig, "secureCookies">): string {
  return config.secureCookies ? "__Host-wire_preview" : "wire_preview";
}

/** Compares in constant time, whatever the lengths (hashing first evens them out). */
export function isPreviewPassword(candidate: string, config: Pick<AppConfig, "PREVIEW_PASSWORD">) {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(candidate), digest(config.PREVIEW_PASSWORD));
}

/** The sealed cookie that proves the preview password was given. */
export async function previewCookie(config: AppConfig) {
  return {
    name: previewCookieName(config),
    value: await seal({ scope: "preview" }, config.SESSION_SECRET, PREVIEW_ACCESS_SECONDS),
    options: cookieOptions(config, PREVIEW_ACCESS_SECONDS),
  };
}

/** Whether the cookie value is a valid, unexpired preview grant. */
export async function hasPreviewAccess(value: string | undefined, config: AppConfig) {
  const payload = await unseal<{ scope?: string }>(value, config.SESSION_SECRET);
  return payload?.scope === "preview";
}
