import { LOGIN_SERVER_TIMEOUT_MS } from "@wire/domain";
import * as client from "openid-client";
import type { AppConfig } from "../config";
import { logger } from "../http/logger";
import { AuthError } from "./authError";

/** The scopes the site asks for (spec section 7); offline_access lets the server renew tokens. */
export const SCOPES = "openid profile email fr:idm:* offline_access";

let discovered: Promise<client.Configuration> | undefined;

/**
 * The identity server's configuration, discovered once and reused. A failed
 * discovery is forgotten so the next request tries again. Requests to the
 * login server time out after 3000 ms (spec section 9).
 */
export function oidcConfiguration(config: AppConfig): Promise<client.Configuration> {
  discovered ??= client
    .discovery(new URL(config.OIDC_ISSUER), config.OIDC_CLIENT_ID, undefined, client.None(), {
      timeout: LOGIN_SERVER_TIMEOUT_MS / 1000,
      ...(config.OIDC_ISSUER.startsWith("http:")
        ? { execute: [client.allowInsecureRequests] }
        : {}),
    })
    .catch((error) => {
      discovered = undefined;
      throw error;
    });
  return discovered;
}

export interface LoginTransaction {
  state: string;
  codeVerifier: string;
  /** Where to go after login: a path on this site. */
  returnTo: string;
  redirectUri: string;
}

/**
 * Starts an authorization-code + PKCE (S256) request; `silent` adds `prompt=none`.
 * `extraParameters` go to the identity server as they are (e.g. an invitation's token).
 */
export async function beginLogin(
  config: AppConfig,
  options: {
    redirectUri: string;
    returnTo: string;
    prompt?: "none" | "login";
    extraParameters?: Record<string, string>;
  },
): Promise<{ url: URL; transaction: LoginTransaction }> {
  const oidc = await oidcConfiguration(config);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(oidc, {
    redirect_uri: options.redirectUri,
    scope: SCOPES,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    ...(options.prompt ? { prompt: options.prompt } : {}),
    ...options.extraParameters,
  });
  return {
    url,
    transaction: {
      state,
      codeVerifier,
      returnTo: options.returnTo,
      redirectUri: options.redirectUri,
    },
  };
}

/** The tokens and user-info claims of a completed login. */
export interface LoginResult {
  tokens: { accessToken: string; idToken: string; refreshToken?: string; expiresAt: number };
  claims: Record<string, unknown>;
}

async function toLoginResult(
  oidc: client.Configuration,
  response: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  previousIdToken?: string,
): Promise<LoginResult> {
  const idToken = response.id_token ?? previousIdToken;
  const idClaims = response.claims();
  const subject = idClaims?.sub;
  if (!idToken || !subject) throw new Error("The token response has no ID token");
  // User info is loaded after every authentication so roles and names are current.
  const claims = await client.fetchUserInfo(oidc, response.access_token, subject).catch((cause) => {
    throw new AuthError(
      "userinfo_failed",
      `Loading the user info failed: ${(cause as Error).message}`,
    );
  });
  return {
    tokens: {
      accessToken: response.access_token,
      idToken,
      ...(response.refresh_token ? { refreshToken: response.refresh_token } : {}),
      expiresAt: Date.now() + (response.expiresIn() ?? 0) * 1000,
    },
    claims: { ...claims },
  };
}

/**
 * Redeems the authorization code of a callback: the token exchange is a form
 * POST with client_id, code, grant_type, redirect_uri and code_verifier.
 */
export async function completeLogin(
  config: AppConfig,
  callbackUrl: URL,
  transaction: LoginTransaction,
): Promise<LoginResult> {
  const oidc = await oidcConfiguration(config);
  const response = await client.authorizationCodeGrant(oidc, callbackUrl, {
    pkceCodeVerifier: transaction.codeVerifier,
    expectedState: transaction.state,
  });
  return toLoginResult(oidc, response);
}

/** New tokens from the refresh token, kept on the server. */
export async function refreshTokens(
  config: AppConfig,
  refreshToken: string,
  idToken: string,
): Promise<LoginResult> {
  const oidc = await oidcConfiguration(config);
  return toLoginResult(oidc, await client.refreshTokenGrant(oidc, refreshToken), idToken);
}

/** Revokes a token at the identity server; failures are logged, logout goes on. */
export async function revoke(config: AppConfig, token: string): Promise<void> {
  try {
    await client.tokenRevocation(await oidcConfiguration(config), token);
  } catch (error) {
    logger.error(`[auth] revocation failed: ${(error as Error).message}`);
  }
}

/** The identity server's end-session URL with `id_token_hint` and a post-logout redirect. */
export async function endSessionUrl(
  config: AppConfig,
  idToken: string,
  postLogoutRedirectUri: string,
): Promise<URL> {
  return client.buildEndSessionUrl(await oidcConfiguration(config), {
    id_token_hint: idToken,
    post_logout_redirect_uri: postLogoutRedirectUri,
  });
}
