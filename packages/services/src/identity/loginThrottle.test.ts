import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import { openTestDatabase } from "../testing/testDatabase";
import { createLoginThrottle } from "./loginThrottle";

describe("login throttle", () => {
  let database: DatabaseHandle;
  let clock = new Date("2026-11-26T08:00:00Z");
  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    database = await openTestDatabase({ postgres: false });
  });
  afterAll(() => database?.close());

  const throttle = () =>
    createLoginThrottle(database.db, { perAccount: 5, perIp: 20, windowS: 900 }, () => clock);

  it("locks an account after 5 failures until the oldest leaves the 15-minute window", async () => {
    const guard = throttle();
    for (let i = 0; i < 5; i++) {
      expect(await guard.check("Anna@Example.com", "192.0.2.1")).toEqual({ allowed: true });
      await guard.recordFailure("Anna@Example.com", "192.0.2.1");
      advance(60);
    }
    // Another address, the same account (its e-mail in any case): locked until 08:15 + 0 s.
    expect(await guard.check(" anna@example.com", "192.0.2.99")).toEqual({
      allowed: false,
      retryAfterS: 600,
    });
    advance(599);
    expect((await guard.check("anna@example.com", "192.0.2.1")).allowed).toBe(false);
    advance(1);
    expect(await guard.check("anna@example.com", "192.0.2.1")).toEqual({ allowed: true });
  });

  it("locks an IP address after 20 failures, whichever accounts they were for", async () => {
    const guard = throttle();
    for (let i = 0; i < 20; i++) {
      expect((await guard.check(`user${i % 5}@example.com`, "198.51.100.4")).allowed).toBe(true);
      await guard.recordFailure(`user${i % 5}@example.com`, "198.51.100.4");
    }
    expect((await guard.check("someone-else@example.com", "198.51.100.4")).allowed).toBe(false);
    expect((await guard.check("someone-else@example.com", "198.51.100.5")).allowed).toBe(true);
  });

  it("clears an account's failures when it signs in, not its address's", async () => {
    const guard = throttle();
    for (let i = 0; i < 4; i++) await guard.recordFailure("bert@example.com", "203.0.113.9");
    await guard.recordSuccess("bert@example.com");
    for (let i = 0; i < 4; i++) await guard.recordFailure("bert@example.com", "203.0.113.9");
    expect((await guard.check("bert@example.com", "203.0.113.10")).allowed).toBe(true);
  });
});
