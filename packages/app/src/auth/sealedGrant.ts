import type { AppConfig } from "../config";
import { cookieOptions } from "./cookies";
import { seal, unseal } from "./sealedCookie";

/**
 * A cookie proving a password was given (the preview password, the editor
 * password): sealed with the server's secret, so it holds neither the
 * password nor anything a visitor could forge, and it expires with the cookie.
 */
export async function grantCookie(config: AppConfig, name: string, scope: string, maxAgeS: number) {
  return {
    name,
    value: await seal({ scope }, config.SESSION_SECRET, maxAgeS),
    options: cookieOptions(config, maxAgeS),
  };
}

/** Whether a cookie value is a valid, unexpired grant of this scope. */
export async function hasGrant(value: string | undefined, scope: string, config: AppConfig) {
  const payload = await unseal<{ scope?: string }>(value, config.SESSION_SECRET);
  return payload?.scope === scope;
}
