import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestRedis, type TestRedis } from "../sharedState/testRedis";
// @ts-expect-error: a plain ES module Next loads itself (no types of its own)
import { approximateSize, connectSharedTier, createNearTier, tiered } from "./cacheHandler.mjs";

interface Tier {
  get(key: string, meta: { implicitTags: string[] }): Promise<Entry | null>;
  set(key: string, value: Entry): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
}
interface Entry {
  value: { kind: string; html: string };
  tags: string[];
  lastModified: number;
  lifespan: null;
}

const meta = { implicitTags: [] };
const entry = (html: string, tags = ["content"]): Entry => ({
  value: { kind: "FETCH", html },
  tags,
  lastModified: Date.now(),
  lifespan: null,
});
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
};

/** One app instance's cache: its own memory, the shared Redis behind it. */
function instance(url: string | null) {
  const near = createNearTier();
  const shared = url ? connectSharedTier(url, near) : null;
  return { near, shared, cache: tiered(near, shared) as Tier };
}

let redis: TestRedis;
const opened: ReturnType<typeof instance>[] = [];
const open = (url: string | null) => {
  const made = instance(url);
  opened.push(made);
  return made;
};

beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(async () => {
  for (const { shared } of opened) {
    for (const client of [shared?.client, shared?.subscriber]) if (client?.isOpen) client.destroy();
  }
  await redis?.stop();
});

describe("the cache handler's tiers", () => {
  it("serves what one instance rendered from another through Redis", async () => {
    const a = open(redis.url);
    const b = open(redis.url);
    await until(async () => a.shared.client.isReady && b.shared.client.isReady);
    await a.cache.set("/en", entry("<p>home</p>"));
    expect((await b.cache.get("/en", meta))?.value.html).toBe("<p>home</p>");
    // Kept in B's memory from then on.
    expect((await b.near.get("/en", meta))?.value.html).toBe("<p>home</p>");
  });

  it("drops a revalidated tag on every instance, memory included", async () => {
    const a = open(redis.url);
    const b = open(redis.url);
    await until(async () => a.shared.subscriber.isReady && b.shared.subscriber.isReady);
    await a.cache.set("/en/company", entry("<p>old</p>"));
    await b.cache.get("/en/company", meta);
    await a.cache.revalidateTag("content");
    expect(await a.cache.get("/en/company", meta)).toBeNull();
    await until(async () => (await b.near.get("/en/company", meta)) === null);
    expect(await b.cache.get("/en/company", meta)).toBeNull();
  });

  it("keeps answering from memory while Redis is down", async () => {
    const doomed = await startTestRedis();
    const a = open(doomed.url);
    await until(async () => a.shared.client.isReady);
    await a.cache.set("/de", entry("<p>Startseite</p>"));
    await doomed.stop();
    expect((await a.cache.get("/de", meta))?.value.html).toBe("<p>Startseite</p>");
    await a.cache.set("/fr", entry("<p>accueil</p>"));
    expect((await a.cache.get("/fr", meta))?.value.html).toBe("<p>accueil</p>");
    expect(await a.cache.get("/missing", meta)).toBeNull();
  });

  it("works alone without Redis (the embedded default)", async () => {
    const { cache } = open(null);
    await cache.set("/en", entry("<p>home</p>"));
    expect((await cache.get("/en", meta))?.value.html).toBe("<p>home</p>");
    await cache.revalidateTag("content");
    expect(await cache.get("/en", meta)).toBeNull();
  });
});

describe("the in-process tier", () => {
  it("keeps at most 400 entries, dropping the least recently used (spec §9)", async () => {
    const near = createNearTier() as Tier;
    for (let i = 0; i < 400; i++) await near.set(`/page-${i}`, entry(`<p>${i}</p>`));
    await near.get("/page-0", meta);
    await near.set("/page-400", entry("<p>400</p>"));
    expect(await near.get("/page-0", meta)).not.toBeNull();
    expect(await near.get("/page-1", meta)).toBeNull();
    expect(await near.get("/page-400", meta)).not.toBeNull();
  });

  it("drops a page kept before its path was revalidated, not one kept after", async () => {
    const near = createNearTier() as Tier;
    const pathTag = { implicitTags: ["_N_T_/layout"] };
    await near.set("/en/old", { ...entry("<p>old</p>", []), lastModified: Date.now() - 1000 });
    await near.revalidateTag("_N_T_/layout");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await near.set("/en/new", entry("<p>new</p>", []));
    expect(await near.get("/en/old", pathTag)).toBeNull();
    expect((await near.get("/en/new", pathTag))?.value.html).toBe("<p>new</p>");
  });

  it("sizes a page by its lengths, without turning its RSC buffer into JSON", () => {
    const toJson = vi.spyOn(Buffer.prototype, "toJSON");
    const page = {
      value: {
        kind: "APP_PAGE",
        html: "x".repeat(50_000),
        rscData: Buffer.alloc(30_000),
        segmentData: new Map([["/_tree", Buffer.alloc(2_000)]]),
      },
      tags: [],
    };
    expect(approximateSize(page)).toBe(1024 + 50_000 + 30_000 + 2_000);
    expect(approximateSize({ value: { kind: "FETCH", data: { body: "{}" } } })).toBe(1026);
    expect(toJson).not.toHaveBeenCalled();
    toJson.mockRestore();
  });
});
