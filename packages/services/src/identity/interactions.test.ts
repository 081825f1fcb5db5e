import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorize, type CookieJar, follow } from "../testing/signIn";
import { type SisTestServices, startSisTestServices } from "../testing/testServices";

/**
 * The identity server's login form against guessing, on a real server. The services trust
 * `X-Forwarded-For` here (TRUST_PROXY), so each test is its own client address.
 */
describe("identity server login under guessing", () => {
  let test: SisTestServices;

  beforeAll(async () => {
    test = await startSisTestServices({
      name: "login-limits",
      seedTickets: 0,
      users: [],
      env: { TRUST_PROXY: "true" },
    });
  }, 120_000);
  afterAll(() => test?.close());

  /**
   * Opens a login interaction from `ip` and posts each password of `attempts` to it in turn,
   * as `email`; answers each response's status, Retry-After and error text.
   */
  async function tryPasswords(ip: string, attempts: { email: string; password: string }[]) {
    const answers: { status: number; retryAfter: string | null; error: string }[] = [];
    const interact = async (interactionUrl: string, jar: CookieJar) => {
      const headers = { "x-forwarded-for": ip };
      await follow(interactionUrl, jar, { headers });
      let last: Response | undefined;
      for (const attempt of attempts) {
        last = await follow(`${interactionUrl}/login`, jar, {
          method: "POST",
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(attempt),
        });
        const html = last.status === 303 || last.status === 302 ? "" : await last.text();
        answers.push({
          status: last.status,
          retryAfter: last.headers.get("retry-after"),
          error: html.match(/id="login-error">([^<]*)</)?.[1] ?? "",
        });
        if (last.headers.get("location")) break;
      }
      return last!;
    };
    const signedIn = await authorize({
      issuer: test.config.issuer,
      clientId: test.config.OIDC_CLIENT_ID,
      redirectUri: `${test.config.APP_URL}/en/callback`,
      email: "",
      password: "",
      interact,
    }).then(
      () => true,
      () => false,
    );
    return { answers, signedIn };
  }

  it("locks an account after 5 wrong passwords of 60 and then refuses the right one", async () => {
    const wrong = Array.from({ length: 60 }, (_, i) => ({
      email: "customer@example.com",
      password: `guess-${i}`,
    }));
    const right = { email: "customer@example.com", password: test.config.DEMO_PASSWORD };
    const { answers, signedIn } = await tryPasswords("203.0.113.10", [...wrong, right]);

    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5).every((a) => a.status === 429)).toBe(true);
    expect(answers).toHaveLength(61);
    expect(signedIn).toBe(false);
    const locked = answers.at(-1)!;
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(900);
    expect(locked.error).toMatch(
      /^Too many failed sign-in attempts\. Please wait 1[45] minutes and try again\.$/,
    );
    console.log(
      `login limits: 60 wrong passwords for one account → ${answers.slice(0, 60).filter((a) => a.status === 401).length} checked (401), ` +
        `${answers.slice(0, 60).filter((a) => a.status === 429).length} refused (429); the right one then → ${locked.status}`,
    );

    // Another account from another address is not affected.
    const other = await tryPasswords("203.0.113.11", [
      { email: "employee@wire.example", password: test.config.DEMO_PASSWORD },
    ]);
    expect(other.signedIn).toBe(true);
  });

  it("locks an address after 20 failures spread over accounts", async () => {
    const spread = Array.from({ length: 20 }, (_, i) => ({
      email: `guess${i % 5}@example.com`,
      password: "nope-nope",
    }));
    const right = { email: "visitor@example.com", password: test.config.DEMO_PASSWORD };
    const { answers, signedIn } = await tryPasswords("198.51.100.20", [...spread, right]);
    expect(answers.slice(0, 20).every((a) => a.status === 401)).toBe(true);
    expect(answers[20]?.status).toBe(429);
    expect(signedIn).toBe(false);
    // The same account from another address signs in.
    expect((await tryPasswords("198.51.100.21", [right])).signedIn).toBe(true);
  });
});
