import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memorySessionStore, redisSessionStore } from "../auth/sessionStore";
import { consumeRateLimit, createRateLimiter, RATE_LIMITS } from "./rateLimit";
import { startTestRedis, type TestRedis } from "./testRedis";

const timeouts = { idleMs: 30 * 60_000, absoluteMs: 8 * 60 * 60_000 };
const login = {
  tokens: { accessToken: "a", idToken: "i", refreshToken: "r", expiresAt: Date.now() + 300_000 },
  claims: { sub: "customer" },
};

let redis: TestRedis;
beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describe("sessions in Redis", () => {
  it("a session started through one instance is found through another", async () => {
    const a = redisSessionStore(await redis.client(), timeouts);
    const b = redisSessionStore(await redis.client(), timeouts);
    const session = await a.create(login);
    expect((await b.get(session.id))?.claims).toEqual({ sub: "customer" });
    await b.update(session.id, { claims: { sub: "customer", name: "Ada" } });
    expect((await a.get(session.id))?.claims).toEqual({ sub: "customer", name: "Ada" });
    await a.delete(session.id);
    expect(await b.get(session.id)).toBeUndefined();
  });

  it("ends a session after the idle timeout and after the absolute one", async () => {
    const store = redisSessionStore(await redis.client(), timeouts);
    const start = Date.now();
    const idle = await store.create(login, start);
    expect(await store.get(idle.id, start + timeouts.idleMs + 1)).toBeUndefined();
    const busy = await store.create(login, start);
    let now = start;
    while (now < start + timeouts.absoluteMs) {
      now += timeouts.idleMs - 1000;
      if (now < start + timeouts.absoluteMs) expect(await store.get(busy.id, now)).toBeDefined();
    }
    expect(await store.get(busy.id, start + timeouts.absoluteMs + 1)).toBeUndefined();
  });

  it("lets Redis expire the key with the session", async () => {
    const client = await redis.client();
    const session = await redisSessionStore(client, timeouts).create(login);
    const ttl = await client.pTTL(`wire:session:${session.id}`);
    expect(ttl).toBeGreaterThan(timeouts.idleMs - 5000);
    expect(ttl).toBeLessThanOrEqual(timeouts.idleMs);
  });
});

describe("token renewal claims", () => {
  it("let one request of all instances renew a session's tokens at a time", async () => {
    const a = redisSessionStore(await redis.client(), timeouts);
    const b = redisSessionStore(await redis.client(), timeouts);
    const session = await a.create(login);
    expect(await a.claimRenewal(session.id, 10_000)).toBe(true);
    expect(await b.claimRenewal(session.id, 10_000)).toBe(false);
    await a.releaseRenewal(session.id);
    expect(await b.claimRenewal(session.id, 10_000)).toBe(true);
  });

  it("expire in memory when the claiming request never gives it up", async () => {
    const store = memorySessionStore(timeouts);
    const now = Date.now();
    expect(await store.claimRenewal("s", 10_000, now)).toBe(true);
    expect(await store.claimRenewal("s", 10_000, now + 5_000)).toBe(false);
    expect(await store.claimRenewal("s", 10_000, now + 10_001)).toBe(true);
  });
});

describe("sessions in memory (one instance, no Redis)", () => {
  it("keeps, renews and ends sessions as the Redis store does", async () => {
    const store = memorySessionStore(timeouts);
    const start = Date.now();
    const session = await store.create(login, start);
    expect(session.id).toMatch(/^[\w-]{43}$/);
    expect((await store.get(session.id, start + 1000))?.lastSeenAt).toBe(start + 1000);
    expect(await store.get(session.id, start + 1000 + timeouts.idleMs + 1)).toBeUndefined();
  });
});

describe("rate limits", () => {
  it("count every instance's attempts together in Redis", async () => {
    const a = createRateLimiter("password", await redis.client());
    const b = createRateLimiter("password", await redis.client());
    const key = `client-${Date.now()}`;
    const allowed = RATE_LIMITS.password.points;
    for (let i = 0; i < allowed; i++) {
      expect((await consumeRateLimit("password", key, i % 2 ? a : b)).allowed).toBe(true);
    }
    const refused = await consumeRateLimit("password", key, a);
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) {
      expect(refused.retryAfterS).toBeGreaterThan(0);
      expect(refused.retryAfterS).toBeLessThanOrEqual(RATE_LIMITS.password.duration);
    }
  });

  it("count in memory when Redis is unreachable", async () => {
    const doomed = await startTestRedis();
    const limiter = createRateLimiter("password", await doomed.client());
    await doomed.stop();
    const key = "while-redis-is-down";
    for (let i = 0; i < RATE_LIMITS.password.points; i++) {
      expect((await consumeRateLimit("password", key, limiter)).allowed).toBe(true);
    }
    expect((await consumeRateLimit("password", key, limiter)).allowed).toBe(false);
  });
});
