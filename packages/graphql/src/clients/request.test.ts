import { describe, expect, it, vi } from "vitest";
import { ProductDocument } from "../generated/products/graphql";
import { PortalOrganisationDocument as TicketsDocument } from "../generated/sis/graphql";
import { createContentClient } from "./contentClient";
import { createRequester, operationName } from "./request";

function fakeFetch(data: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } }),
  );
}
const quietLogger = () => ({ info: vi.fn(), error: vi.fn() });

describe("createRequester", () => {
  it("logs the operation name of every call", async () => {
    const logger = quietLogger();
    const request = createRequester({
      service: "products",
      endpoint: "http://services.test/products/graphql",
      fetch: fakeFetch({ product: { slug: "a" } }),
      logger,
    });
    await request(ProductDocument, { slug: "a", locale: "en-US" });
    expect(logger.info).toHaveBeenCalledWith("[graphql] products Product");
    expect(operationName(TicketsDocument)).toBe("PortalOrganisation");
  });

  it.each([
    ["no data", null],
    ["only null fields", { organisation: null }],
  ])("makes authenticated variants fail on %s", async (_case, data) => {
    const request = createRequester({
      service: "sis",
      endpoint: "http://services.test/sis/graphql",
      fetch: fakeFetch(data),
      logger: quietLogger(),
      requireData: true,
    });
    await expect(request(TicketsDocument)).rejects.toThrow(
      "sis PortalOrganisation: no data returned",
    );
  });

  it("lets public variants return null fields", async () => {
    const request = createRequester({
      service: "content",
      endpoint: "http://services.test/content/graphql",
      fetch: fakeFetch({ organisation: null }),
      logger: quietLogger(),
    });
    await expect(request(TicketsDocument)).resolves.toEqual({ organisation: null });
  });
});

describe("createContentClient", () => {
  it("sends the locale chain ending in English and reshapes modules", async () => {
    const fetch = fakeFetch({
      pages: [
        {
          id: "p",
          slug: "home",
          title: "Startseite",
          theme: "Default",
          contentLanguage: "de",
          isLanguageFallback: false,
          isLanguageUnavailable: false,
          modules: [
            { __typename: "HeroModule", id: "h", overline: null, title: "T", text: "x" },
            { __typename: "RichTextModule", id: "r", html: "<p>x</p>" },
          ],
        },
      ],
    });
    const client = createContentClient({
      endpoint: "http://services.test/content/graphql",
      language: "de",
      fetch,
      logger: quietLogger(),
    });
    const page = await client.getPageBySlug("site-main", "home");
    const headers = new Headers(fetch.mock.calls[0]![1]!.headers);
    expect(headers.get("gcms-locales")).toBe("de, en");
    expect(page?.modules).toEqual([
      { kind: "hero", id: "h", overline: null, title: "T", text: "x" },
      { kind: "richText", id: "r", html: "<p>x</p>" },
    ]);
  });
});
