import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import { openTestDatabase } from "../testing/testDatabase";
import { createBotcheckApi } from "./botcheckApi";
import { issueToken, readToken, TOKEN_TTL_MS } from "./botcheckToken";

const SECRET = "test-botcheck-secret-0123";
const SITE_KEY = "test-site-key";

describe("bot check", () => {
  let database: DatabaseHandle;
  const servers: Server[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    // Two instances on one database, as behind a load balancer.
    for (let i = 0; i < 2; i++) {
      const handler = createBotcheckApi(database.db, { secret: SECRET, siteKey: SITE_KEY });
      const server = createServer((req, res) => void handler(req, res));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      servers.push(server);
      urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });

  afterAll(async () => {
    for (const server of servers) server.close();
    await database?.close();
  });

  const token = async (body: unknown) => {
    const response = await fetch(`${urls[0]}/botcheck/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answers
    return { status: response.status, body: (await response.json()) as any };
  };
  const verify = async (fields: Record<string, string>, instance = 0, json = false) => {
    const response = await fetch(`${urls[instance]}/botcheck/siteverify`, {
      method: "POST",
      headers: {
        "content-type": json ? "application/json" : "application/x-www-form-urlencoded",
      },
      body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    });
    expect(response.status).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answers
    return (await response.json()) as any;
  };

  it("scores a person 0.9 and a form sent within 1.5 s 0.1, once per token", async () => {
    const human = await token({ siteKey: SITE_KEY, action: "SUBMIT", elapsedMs: 5234 });
    expect(human.status).toBe(200);
    const verdict = await verify({ secret: SECRET, response: human.body.token });
    expect(verdict).toMatchObject({
      success: true,
      score: 0.9,
      action: "SUBMIT",
      hostname: "localhost",
      "error-codes": [],
    });
    expect(Date.now() - Date.parse(verdict.challenge_ts)).toBeLessThan(10_000);
    // The other instance knows it was used.
    expect(await verify({ secret: SECRET, response: human.body.token }, 1)).toEqual({
      success: false,
      "error-codes": ["timeout-or-duplicate"],
    });

    const bot = await token({ siteKey: SITE_KEY, action: "SUBMIT", elapsedMs: 300 });
    expect(await verify({ secret: SECRET, response: bot.body.token }, 1, true)).toMatchObject({
      success: true,
      score: 0.1,
    });
  });

  it("refuses a wrong site key and a malformed request", async () => {
    expect((await token({ siteKey: "other", action: "SUBMIT", elapsedMs: 5000 })).status).toBe(400);
    expect((await token({ action: "SUBMIT" })).status).toBe(400);
    expect((await token({ siteKey: SITE_KEY, action: "<script>" })).status).toBe(400);
  });

  it("answers reCAPTCHA's error codes", async () => {
    const { body } = await token({ siteKey: SITE_KEY, action: "SUBMIT", elapsedMs: 5000 });
    const codes = async (fields: Record<string, string>) =>
      (await verify(fields))["error-codes"] as string[];
    expect(await codes({ response: body.token })).toEqual(["missing-input-secret"]);
    expect(await codes({ secret: "wrong", response: body.token })).toEqual([
      "invalid-input-secret",
    ]);
    expect(await codes({ secret: SECRET })).toEqual(["missing-input-response"]);
    expect(await codes({ secret: SECRET, response: "garbage" })).toEqual([
      "invalid-input-response",
    ]);
    // Forged: a higher score under a signature of another key.
    const forged = issueToken("not-the-secret-at-all", { action: "SUBMIT", elapsedMs: 9000 });
    expect(await codes({ secret: SECRET, response: forged })).toEqual(["invalid-input-response"]);
    // Tampered: the claims changed, the signature kept.
    const [payload, signature] = (body.token as string).split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const tampered = `${Buffer.from(JSON.stringify({ ...claims, score: 1 })).toString("base64url")}.${signature}`;
    expect(await codes({ secret: SECRET, response: tampered })).toEqual(["invalid-input-response"]);
    // Expired: issued longer ago than two minutes.
    const old = issueToken(
      SECRET,
      { action: "SUBMIT", elapsedMs: 9000 },
      Date.now() - TOKEN_TTL_MS - 1,
    );
    expect(await codes({ secret: SECRET, response: old })).toEqual(["timeout-or-duplicate"]);
    // The valid token was never spent by these failures.
    expect((await verify({ secret: SECRET, response: body.token })).success).toBe(true);
  });

  it("reads its own tokens and nothing else", () => {
    const now = Date.now();
    const claims = readToken(SECRET, issueToken(SECRET, { action: "SUBMIT" }, now), now);
    expect(claims).toMatchObject({ action: "SUBMIT", score: 0.9, iat: now });
    expect(readToken(SECRET, "a.b.c")).toBe("invalid");
  });
});
