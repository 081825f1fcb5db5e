import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import * as t from "../db/schema";
import { openTestDatabase } from "../testing/testDatabase";
import { createContentService, DRAFT_NEEDS_TOKEN } from "./contentService";

const TOKEN = "test-content-preview-token";

/** Spec section 6: drafts and protected content only for the site's server, which holds the token. */
describe("content service without the preview token", () => {
  let database: DatabaseHandle;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(t.sites).values({ id: "s1", name: "Main", domains: [] });
    const pages = [
      ["open", "NONE"],
      ["secret", "PASSWORD"],
      ["partners", "CIAM_ROLE"],
    ] as const;
    for (const stage of ["DRAFT", "PUBLISHED"] as const) {
      for (const [id, protection] of pages) {
        await database.db.insert(t.pages).values({ id, stage, siteId: "s1", slug: id, protection });
        await database.db.insert(t.pageLocalizations).values({
          pageId: id,
          stage,
          locale: "en",
          title: `${id} title`,
          description: `${id} description`,
          leadText: `${id} lead`,
          modules: [{ __typename: "RichTextModule", id: `${id}-text`, html: `<p>${id} body</p>` }],
        });
      }
    }
    const service = createContentService(database.db, {
      development: false,
      publicUrl: "http://services.test",
      previewToken: TOKEN,
    });
    server = createServer(service);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/content/graphql`;
  });

  afterAll(async () => {
    server?.close();
    await database?.close();
  });

  async function gql(query: string, headers: Record<string, string> = {}) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "gcms-locales": "en", ...headers },
      body: JSON.stringify({ query }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary GraphQL answers
    return { response, body: (await response.json()) as any };
  }
  const withToken = { authorization: `Bearer ${TOKEN}` };
  const PAGE = `title description leadText protection modules { __typename ... on RichTextModule { html } }`;

  it("refuses every DRAFT read with FORBIDDEN", async () => {
    for (const query of [
      `{ page(id: "open", stage: DRAFT) { title } }`,
      `{ pages(where: {}, stage: DRAFT) { title } }`,
      `{ sites(stage: DRAFT) { id } }`,
      `{ navigation(siteId: "s1", stage: DRAFT) { siteId } }`,
    ]) {
      const { body } = await gql(query);
      expect(body.errors?.[0]).toMatchObject({
        message: DRAFT_NEEDS_TOKEN,
        extensions: { code: "FORBIDDEN" },
      });
      expect(JSON.stringify(body.data ?? null)).not.toContain("title");
    }
    const wrong = await gql(`{ page(id: "open", stage: DRAFT) { title } }`, {
      authorization: "Bearer not-the-preview-token",
    });
    expect(wrong.body.errors[0].message).toBe("The DRAFT stage needs the preview token.");
  });

  it("answers protected pages' metadata but not their modules or lead text", async () => {
    const { body } = await gql(
      `{ open: page(id: "open") { ${PAGE} } secret: page(id: "secret") { ${PAGE} } partners: page(id: "partners") { ${PAGE} } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.open.modules).toEqual([
      { __typename: "RichTextModule", html: "<p>open body</p>" },
    ]);
    for (const [key, protection] of [
      ["secret", "PASSWORD"],
      ["partners", "CIAM_ROLE"],
    ] as const) {
      expect(body.data[key]).toEqual({
        title: `${key} title`,
        description: `${key} description`,
        leadText: null,
        protection,
        modules: [],
      });
    }
    const listed = await gql(`{ pages(where: { siteId: "s1" }) { ${PAGE} } }`);
    expect(JSON.stringify(listed.body.data)).not.toMatch(/secret body|partners body/);
  });

  it("answers everything to the token", async () => {
    const { body } = await gql(
      `{ draft: page(id: "secret", stage: DRAFT) { ${PAGE} } published: page(id: "partners") { ${PAGE} } }`,
      withToken,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.draft).toMatchObject({
      leadText: "secret lead",
      modules: [{ html: "<p>secret body</p>" }],
    });
    expect(body.data.published.modules).toEqual([
      { __typename: "RichTextModule", html: "<p>partners body</p>" },
    ]);
  });

  it("sends no CORS headers, so no other origin's page can read it", async () => {
    const origin = { origin: "https://elsewhere.example" };
    const { response } = await gql(`{ page(id: "open") { title } }`, origin);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(url, {
      method: "OPTIONS",
      headers: {
        ...origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-headers")).toBeNull();
  });
});
