import type { AppConfig } from "../config";

/** The session cookie: `__Host-` prefixed and `Secure` over HTTPS, `HttpOnly` and `SameSite=Lax` always. */
export function sessionCookieName(config: Pick<AppConfig, "secureCookies">): string {
  return config.secureCookies ? "__Host-wire_session" : "wire_session";
}

/** The login transaction (state, PKCE verifier, return path) of one flow. */
export function transactionCookieName(
  config: Pick<AppConfig, "secureCookies">,
  mode: "interactive" | "silent",
): string {
  return `${config.secureCookies ? "__Host-" : ""}wire_auth_${mode}`;
}

export function cookieOptions(config: Pick<AppConfig, "secureCookies">, maxAgeSeconds?: number) {
  return {
    httpOnly: true,
    secure: config.secureCookies,
    sameSite: "lax" as const,
    path: "/",
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}
