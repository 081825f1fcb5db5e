import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SisTestServices, startSisTestServices } from "../testing/testServices";

/**
 * Issue 41, item 8: the identity server returns a code only to a registered callback, compared
 * as an exact string (RFC 9700 §2.1), never by pattern: a locale-shaped path it does not know is
 * refused on its own error page, and the browser is not sent there.
 */
describe("identity server redirect_uri", () => {
  let test: SisTestServices;

  beforeAll(async () => {
    test = await startSisTestServices({ name: "redirect-uris", seedTickets: 0, users: [] });
  }, 120_000);
  afterAll(() => test?.close());

  /** The authorization request the site sends, with `redirectUri`; redirects are not followed. */
  async function authorizationRequest(redirectUri: string) {
    const url = new URL(`${test.config.issuer}/authorize`);
    url.search = new URLSearchParams({
      client_id: test.config.OIDC_CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "openid profile email",
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
      code_challenge_method: "S256",
      state: oauth.generateRandomState(),
    }).toString();
    return fetch(url, { redirect: "manual" });
  }

  it.each([
    "/callback",
    "/zz/callback",
    "/de-at/callback",
    "/en/callback/",
    "/en/callback?x=1",
    "/EN/callback",
  ])("refuses the unregistered %s with its error page and no redirect", async (path) => {
    const redirectUri = `${test.config.APP_URL}${path}`;
    const response = await authorizationRequest(redirectUri);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    const html = await response.text();
    expect(html).toContain("error: invalid_redirect_uri");
    expect(html).not.toContain(`href="${redirectUri}`);
  });

  it.each(["/en/callback", "/de/callback", "/blank-callback"])(
    "accepts the registered %s and asks the user to sign in",
    async (path) => {
      const response = await authorizationRequest(`${test.config.APP_URL}${path}`);
      expect(response.status).toBe(303);
      expect(new URL(response.headers.get("location")!, test.config.issuer).pathname).toMatch(
        /^\/am\/interaction\/[\w-]+$/,
      );
    },
  );
});
