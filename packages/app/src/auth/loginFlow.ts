import { isLoginRedirectError, STATE_MISMATCH_ERROR, TOKEN_EXCHANGE_ERROR } from "@wire/domain";
import { cookies } from "next/headers";
import { appConfig } from "../config";
import { languageOf } from "../i18n/languageOf";
import { AuthError, toAuthError } from "./authError";
import { cookieOptions, transactionCookieName } from "./cookies";
import { beginLogin, completeLogin, type LoginTransaction } from "./oidc";
import { localeSegmentOf, safeReturnPath } from "./returnPath";
import { seal, unseal } from "./sealedCookie";
import { startSession } from "./session";

/** A login request lives ten minutes. */
const TRANSACTION_TTL_S = 600;

export type LoginMode = "interactive" | "silent";

/**
 * Where the identity server returns to: `/{language}/callback` in the language of the page the
 * login returns to (`/de-ch/portal` → `/de/callback`), or `/blank-callback` for the hidden frame.
 * The identity server knows exactly these (one per UI language, RFC 9700 §2.1); the page itself
 * travels in the login transaction.
 */
export function redirectUriFor(mode: LoginMode, returnTo: string): string {
  const { APP_URL } = appConfig();
  return mode === "silent"
    ? `${APP_URL}/blank-callback`
    : `${APP_URL}/${languageOf(localeSegmentOf(returnTo)) ?? "en"}/callback`;
}

/**
 * Starts a login: remembers state, PKCE verifier and return path in an
 * encrypted, HttpOnly cookie of its own (one per mode, so the hidden frame
 * and a full-page login do not overwrite each other) and returns the
 * identity server's authorization URL.
 */
export async function startLogin(
  mode: LoginMode,
  returnToParam: string | null,
  options: { forceLogin?: boolean; invitation?: string } = {},
): Promise<URL> {
  const config = appConfig();
  const returnTo = safeReturnPath(returnToParam);
  const { url, transaction } = await beginLogin(config, {
    redirectUri: redirectUriFor(mode, returnTo),
    returnTo,
    ...(mode === "silent"
      ? { prompt: "none" as const }
      : options.forceLogin
        ? { prompt: "login" as const }
        : {}),
    // An invitation link's token: the identity server lets the invitee set a password first.
    ...(options.invitation ? { extraParameters: { invitation: options.invitation } } : {}),
  });
  (await cookies()).set(
    transactionCookieName(config, mode),
    await seal({ ...transaction }, config.SESSION_SECRET, TRANSACTION_TTL_S),
    cookieOptions(config, TRANSACTION_TTL_S),
  );
  return url;
}

export type CallbackOutcome =
  | { kind: "signedIn"; returnTo: string }
  /** The identity server needs the user: log in again, interactively (spec section 8). */
  | { kind: "loginRequired"; returnTo: string; error: string; forceLogin?: boolean }
  | { kind: "failed"; error: string; description: string; returnTo: string };

/**
 * Completes a login at the callback: rejects a missing transaction, a state
 * mismatch or a missing code; exchanges the code; loads user info; starts a
 * new session. Every failure is logged with error and description.
 */
export async function finishLogin(mode: LoginMode, callbackUrl: URL): Promise<CallbackOutcome> {
  const config = appConfig();
  const jar = await cookies();
  const name = transactionCookieName(config, mode);
  const transaction = await unseal<LoginTransaction & Record<string, unknown>>(
    jar.get(name)?.value,
    config.SESSION_SECRET,
  );
  jar.set(name, "", cookieOptions(config, 0));
  const params = callbackUrl.searchParams;
  const returnTo = transaction?.returnTo ?? safeReturnPath(null);
  try {
    const error = params.get("error");
    if (error) {
      if (isLoginRedirectError(error)) return { kind: "loginRequired", returnTo, error };
      throw new AuthError(error, params.get("error_description") ?? "");
    }
    if (!transaction) {
      throw new AuthError(
        "missing_transaction",
        "No login was started in this browser, or it expired.",
      );
    }
    if (!params.get("code")) {
      throw new AuthError("missing_code", "The login response has no authorization code.");
    }
    if (params.get("state") !== transaction.state) {
      throw new AuthError("state_mismatch", STATE_MISMATCH_ERROR);
    }
    // The redirect_uri sent with the code must be the registered one, whatever host the request used.
    const registered = new URL(transaction.redirectUri);
    registered.search = callbackUrl.search;
    await startSession(await completeLogin(config, registered, transaction));
    return { kind: "signedIn", returnTo };
  } catch (cause) {
    const error = toAuthError(cause, TOKEN_EXCHANGE_ERROR);
    // A failed user-info fetch logs the user out and sends them to log in again (spec section 8).
    if (error.error === "userinfo_failed") {
      return { kind: "loginRequired", returnTo, error: error.error, forceLogin: true };
    }
    return { kind: "failed", error: error.error, description: error.description, returnTo };
  }
}
