import { createHash } from "node:crypto";
import { createTransport } from "nodemailer";
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorize, CookieJar, follow } from "../testing/signIn";
import { type SisTestServices, startSisTestServices } from "../testing/testServices";

/**
 * Issue 41, item 7: the services' own HTML pages (the identity server's sign-in, error and logout
 * pages, the local mail inbox) send a strict Content-Security-Policy that names each inline
 * `<style>`/`<script>` they carry by its hash, no framing (`frame-ancestors 'none'` and
 * `X-Frame-Options: DENY`) and `nosniff`; their JSON answers `nosniff` too.
 */
describe("the services' own pages", () => {
  let test: SisTestServices;

  beforeAll(async () => {
    test = await startSisTestServices({ name: "page-headers", seedTickets: 0, users: [] });
  }, 120_000);
  afterAll(() => test?.close());

  /** A policy's directives by name. */
  const directives = (csp: string) =>
    new Map(
      csp.split(/;\s*/).map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/);
        return [name!, sources];
      }),
    );

  /** Checks one HTML answer's headers against what its body carries; answers its policy. */
  async function expectStrictPage(response: Response, what: string) {
    expect(response.headers.get("content-type"), what).toMatch(/^text\/html/);
    expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
    expect(response.headers.get("x-frame-options"), what).toBe("DENY");
    const csp = response.headers.get("content-security-policy") ?? "";
    const policy = directives(csp);
    expect(policy.get("default-src"), what).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors"), what).toEqual(["'none'"]);
    expect(policy.get("base-uri"), what).toEqual(["'none'"]);
    expect(policy.get("script-src"), what).not.toContain("'unsafe-inline'");
    expect(policy.get("style-src-elem"), what).not.toContain("'unsafe-inline'");
    const html = await response.text();
    const hash = (text: string) =>
      `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    for (const [, kind, body] of html.matchAll(/<(script|style)>([\s\S]*?)<\/\1>/g)) {
      const sources = policy.get(kind === "script" ? "script-src" : "style-src-elem");
      expect(sources, `${what}: its inline ${kind}`).toContain(hash(body!));
    }
    expect(html, what).not.toMatch(/<script[^>]+src=|\son\w+=/i);
    return policy;
  }

  async function authorizationRequest(redirectUri: string, jar = new CookieJar()) {
    const url = new URL(`${test.config.issuer}/authorize`);
    url.search = new URLSearchParams({
      client_id: test.config.OIDC_CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "openid",
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
      code_challenge_method: "S256",
      state: oauth.generateRandomState(),
    }).toString();
    return follow(url.href, jar);
  }

  it("the sign-in form: its stylesheet, no script, forms to itself and then the site", async () => {
    const jar = new CookieJar();
    const start = await authorizationRequest(`${test.config.APP_URL}/en/callback`, jar);
    const interaction = new URL(start.headers.get("location")!, test.config.issuer).href;
    const form = await follow(interaction, jar);
    expect(form.status).toBe(200);
    const policy = await expectStrictPage(form, "sign-in form");
    expect(policy.get("script-src")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'", new URL(test.config.APP_URL).origin]);
    // A wrong password answers the form again, with the same headers.
    const failed = await follow(`${interaction}/login`, jar, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "nobody@example.com", password: "wrong-password" }),
    });
    expect(failed.status).toBe(401);
    await expectStrictPage(failed, "sign-in form after a wrong password");
  });

  it("the identity server's error page and its logout pages", async () => {
    const error = await authorizationRequest("https://elsewhere.example/callback");
    expect(error.status).toBe(400);
    await expectStrictPage(error, "error page");

    // Signed out already: oidc-provider's own self-submitting form; signed in: ours.
    for (const signedIn of [false, true]) {
      const jar = new CookieJar();
      if (signedIn) {
        await authorize({
          issuer: test.config.issuer,
          clientId: test.config.OIDC_CLIENT_ID,
          redirectUri: `${test.config.APP_URL}/en/callback`,
          email: "customer@example.com",
          password: test.config.DEMO_PASSWORD,
          jar,
        });
      }
      const what = signedIn ? "logout confirmation" : "logout without a session";
      const logout = await follow(`${test.config.issuer}/connect/endSession`, jar);
      expect(logout.status, what).toBe(200);
      const confirmation = logout.clone();
      const policy = await expectStrictPage(logout, what);
      expect(policy.get("script-src"), what).toHaveLength(1);
      expect(policy.get("script-src")?.[0], what).toMatch(/^'sha256-/);
      const html = await confirmation.text();
      const action = html.match(/<form[^>]+action="([^"]+)"/)?.[1];
      const xsrf = html.match(/name="xsrf" value="([^"]+)"/)?.[1];
      let done = await follow(new URL(action!, test.config.issuer).href, jar, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ xsrf: xsrf!, logout: "yes" }),
      });
      // On to the identity server's "signed out" page (no place to return to was named).
      const success = done.headers.get("location");
      if (success) done = await follow(new URL(success, test.config.issuer).href, jar);
      expect(done.status, what).toBe(200);
      const signedOut = await expectStrictPage(done, `${what}: signed out`);
      expect(signedOut.get("script-src")).toEqual(["'none'"]);
    }

    const discovery = await fetch(`${test.config.issuer}/.well-known/openid-configuration`);
    expect(discovery.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("the mail inbox: its stylesheet, no script, the mails' style attributes", async () => {
    const transport = createTransport({
      host: "127.0.0.1",
      port: Number(test.config.MAIL_CATCHER_PORT),
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: "site@wire.example",
      to: "reader@example.com",
      subject: "Headers",
      text: "Hello",
      html: '<body style="color: #1a1f24"><p>Hello</p></body>',
    });
    const mail = `${test.services.url}/mail`;
    const inbox = await fetch(mail);
    expect(inbox.status).toBe(200);
    const policy = await expectStrictPage(inbox, "inbox");
    expect(policy.get("script-src")).toEqual(["'none'"]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);

    const [message] = (await (
      await fetch(`${mail}/api/messages?to=reader@example.com`)
    ).json()) as {
      id: string;
    }[];
    const one = await fetch(`${mail}/${message!.id}`);
    expect(one.status).toBe(200);
    await expectStrictPage(one, "one e-mail");
    await expectStrictPage(await fetch(`${mail}/no-such-id`), "unknown e-mail");
    const json = await fetch(`${mail}/api/messages`);
    expect(json.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
