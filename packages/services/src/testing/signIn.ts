import * as oauth from "oauth4webapi";

/**
 * Drives the identity server the way a browser and the site would: the
 * authorization request with PKCE, the login form, the redirect back with a
 * code. Used by tests of the services and of the app's login.
 */

/** A minimal cookie jar for `fetch` with manual redirects. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const eq = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** A request that carries the jar's cookies and stores the answer's, without following redirects. */
export async function follow(
  url: string,
  jar: CookieJar,
  init: RequestInit = {},
): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: "manual",
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

export interface AuthorizationResult {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  callbackUrl: URL;
  codeVerifier: string;
  state: string;
  redirectUri: string;
}

/**
 * Signs in through the login form and returns the callback URL carrying the
 * authorization code, plus what is needed to redeem it. `params` adds
 * authorization parameters (e.g. `invitation`); `interact` replaces the login
 * form's submission (it gets the interaction page's URL and answers the POST's
 * response), for the identity server's other forms.
 */
export async function authorize(options: {
  issuer: string;
  clientId: string;
  redirectUri: string;
  email: string;
  password: string;
  jar?: CookieJar;
  params?: Record<string, string>;
  interact?: (interactionUrl: string, jar: CookieJar) => Promise<Response>;
}): Promise<AuthorizationResult> {
  const jar = options.jar ?? new CookieJar();
  const issuer = new URL(options.issuer);
  const as = await oauth
    .discoveryRequest(issuer, { [oauth.allowInsecureRequests]: true })
    .then((r) => oauth.processDiscoveryResponse(issuer, r));
  const client: oauth.Client = { client_id: options.clientId };
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: "code",
    scope: "openid profile email fr:idm:*",
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    ...options.params,
  }).toString();

  let response = await follow(url.href, jar);
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get("location");
    if (!location) {
      throw new Error(`authorize: stopped at ${response.status} without a redirect`);
    }
    const next = new URL(location, url);
    if (next.href.startsWith(options.redirectUri)) {
      return {
        as,
        client,
        callbackUrl: next,
        codeVerifier,
        state,
        redirectUri: options.redirectUri,
      };
    }
    if (/\/interaction\/[\w-]+$/.test(next.pathname)) {
      if (options.interact) {
        response = await options.interact(next.href, jar);
        continue;
      }
      await follow(next.href, jar);
      response = await follow(`${next.href}/login`, jar, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: options.email, password: options.password }),
      });
      if (response.status === 401) throw new Error("authorize: wrong e-mail or password");
      continue;
    }
    response = await follow(next.href, jar);
  }
  throw new Error("authorize: too many redirects");
}

/** Redeems the code with the given verifier (the real one unless a test passes another). */
export async function redeem(result: AuthorizationResult, codeVerifier = result.codeVerifier) {
  const params = oauth.validateAuthResponse(
    result.as,
    result.client,
    result.callbackUrl,
    result.state,
  );
  const response = await oauth.authorizationCodeGrantRequest(
    result.as,
    result.client,
    oauth.None(),
    params,
    result.redirectUri,
    codeVerifier,
    { [oauth.allowInsecureRequests]: true },
  );
  return oauth.processAuthorizationCodeResponse(result.as, result.client, response);
}
