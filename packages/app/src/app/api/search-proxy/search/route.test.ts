import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as suggest } from "../suggest/route";
import { POST as search } from "./route";

/** A stand-in for the services' search: records what it is sent and answers with it. */
describe("POST /api/search-proxy/search and /suggest", () => {
  let upstream: Server;
  const seen: { path: string; body: unknown }[] = [];

  beforeAll(async () => {
    upstream = createServer(async (req, res) => {
      let text = "";
      for await (const chunk of req) text += chunk;
      seen.push({ path: req.url!, body: JSON.parse(text) });
      const status = JSON.parse(text).siteSlug === "nowhere" ? 404 : 200;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          status === 200
            ? { records: [], echo: req.url }
            : { errors: { siteSlug: "No site has this slug" } },
        ),
      );
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    process.env.SERVICES_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => upstream.close(resolve));
  });

  const post = (handler: (r: Request) => Promise<Response>, body: unknown) =>
    handler(
      new Request("http://app.test/api/search-proxy", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    );

  it("forwards a valid search to the services' search and relays the answer", async () => {
    const response = await post(search, {
      localeCode: "de-ch",
      siteSlug: "",
      query: "  Crimpmaschine ",
      page: "2",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ records: [], echo: "/search/query" });
    expect(seen.at(-1)).toEqual({
      path: "/search/query",
      body: { localeCode: "de-ch", siteSlug: "", query: "Crimpmaschine", page: 2 },
    });
  });

  it("forwards suggestions and defaults nothing it was not given", async () => {
    const response = await post(suggest, { localeCode: "en", query: "crimp" });
    expect(response.status).toBe(200);
    expect(seen.at(-1)).toEqual({
      path: "/search/suggest",
      body: { localeCode: "en", query: "crimp" },
    });
  });

  it("answers malformed bodies with 400 and a message per field", async () => {
    const notJson = await post(search, "{");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({
      errors: { _form: "The request body is not valid JSON" },
    });
    const bad = await post(search, { localeCode: "xx-yy-zz", siteSlug: 4, query: "", page: -1 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      localeCode: "localeCode must be a locale such as en, de or de-ch",
      siteSlug: "siteSlug must be a site slug, or empty for the main site",
      query: "query must not be empty",
      page: "page must be a whole number from 1",
    });
    const empty = await post(suggest, null);
    expect(empty.status).toBe(400);
    const missing = await post(suggest, {});
    expect((await missing.json()).errors).toMatchObject({ query: "query is required" });
  });

  it("relays the services' 404 for an unknown site", async () => {
    const response = await post(suggest, { localeCode: "en", siteSlug: "nowhere", query: "x" });
    expect(response.status).toBe(404);
  });
});
