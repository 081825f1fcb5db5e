import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import * as t from "../db/schema";
import { openTestDatabase } from "../testing/testDatabase";
import { createContentManagementApi } from "./contentManagement";

const TOKEN = "test-management-token";
const SECRET = "test-revalidate-secret";

/** A real HTTP server on 127.0.0.1 that answers each request from `reply` and records it. */
async function listen(handler: (req: IncomingMessage, body: string) => [number, unknown]) {
  const server: Server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const [status, answer] = handler(req, body);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

describe("content management API", () => {
  let database: DatabaseHandle;
  let api: Awaited<ReturnType<typeof listen>>;
  let site: Awaited<ReturnType<typeof listen>>;
  let siteStatuses: number[];
  let webhookCalls: { authorization: string | undefined; body: string }[];

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(t.sites).values({ id: "s1", name: "Main", domains: [] });
    for (const stage of ["DRAFT", "PUBLISHED"] as const) {
      await database.db.insert(t.pages).values({ id: "p1", stage, siteId: "s1", slug: "about" });
      await database.db.insert(t.pageLocalizations).values({
        pageId: "p1",
        stage,
        locale: "en",
        title: "About us",
        modules: [],
      });
    }
    site = await listen((req, body) => {
      webhookCalls.push({ authorization: req.headers.authorization, body });
      const status = siteStatuses.shift() ?? 200;
      return [status, { ok: status === 200 }];
    });
    const handler = createContentManagementApi(database.db, {
      token: TOKEN,
      webhooks: { urls: [`${site.url}/api/revalidate`], secret: SECRET, backoffMs: 10 },
    });
    const server = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    api = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => server.close(),
    };
  });

  beforeEach(() => {
    siteStatuses = [];
    webhookCalls = [];
  });

  afterAll(async () => {
    api?.close();
    site?.close();
    await database?.close();
  });

  const call = (method: string, path: string, body?: unknown, token = TOKEN) =>
    fetch(`${api.url}/content/manage${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body === undefined
        ? {}
        : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });

  const title = async (stage: "DRAFT" | "PUBLISHED") =>
    (
      await database.db
        .select({ title: t.pageLocalizations.title })
        .from(t.pageLocalizations)
        .where(and(eq(t.pageLocalizations.pageId, "p1"), eq(t.pageLocalizations.stage, stage)))
    )[0]?.title;

  it("refuses calls without the management token", async () => {
    expect(
      (await call("POST", "/pages/p1/publish", undefined, "wrong-token-xxxxxxxx")).status,
    ).toBe(401);
    expect(webhookCalls).toHaveLength(0);
  });

  it("edits the draft only; publishing copies it and calls the site's revalidation", async () => {
    const edit = await call("PATCH", "/pages/p1/localizations/en", { title: "About the group" });
    expect(edit.status).toBe(200);
    expect(await title("DRAFT")).toBe("About the group");
    expect(await title("PUBLISHED")).toBe("About us");

    const publish = await call("POST", "/pages/p1/publish");
    expect(publish.status).toBe(200);
    expect(await publish.json()).toEqual({
      published: true,
      webhooks: [{ url: `${site.url}/api/revalidate`, status: 200, attempts: 1 }],
    });
    expect(await title("PUBLISHED")).toBe("About the group");
    expect(webhookCalls).toEqual([
      { authorization: `Bearer ${SECRET}`, body: JSON.stringify({ tags: ["content"] }) },
    ]);
  });

  it("tries a site that fails again, and says when it never answered", async () => {
    siteStatuses = [500, 200];
    const retried = await (await call("POST", "/pages/p1/publish")).json();
    expect(retried.webhooks[0]).toMatchObject({ status: 200, attempts: 2 });

    siteStatuses = [503, 503, 503];
    const failed = await (await call("POST", "/pages/p1/publish")).json();
    expect(failed).toMatchObject({ published: true, webhooks: [{ status: 503, attempts: 3 }] });
  });

  it("answers bad input with a clear error and changes nothing", async () => {
    const malformed = await call("PATCH", "/pages/p1/localizations/en", "{not json");
    expect(malformed.status).toBe(400);
    const empty = await call("PATCH", "/pages/p1/localizations/en", { title: "  " });
    expect(empty.status).toBe(400);
    const unknownField = await call("PATCH", "/pages/p1/localizations/en", { slug: "x" });
    expect(unknownField.status).toBe(400);
    expect((await call("PATCH", "/pages/p1/localizations/ja", { title: "x" })).status).toBe(404);
    expect((await call("POST", "/pages/nope/publish")).status).toBe(404);
    expect((await call("GET", "/pages/p1/publish")).status).toBe(404);
    expect(await title("DRAFT")).toBe("About the group");
    expect(webhookCalls).toHaveLength(0);
  });
});
