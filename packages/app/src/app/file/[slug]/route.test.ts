import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "./route";

/** A stand-in for the services' `/files/{slug}`: one known document, in English and German. */
describe("GET /file/{slug}", () => {
  let upstream: Server;
  const seen: string[] = [];

  beforeAll(async () => {
    upstream = createServer((req: IncomingMessage, res) => {
      seen.push(req.url!);
      const url = new URL(req.url!, "http://x");
      if (url.pathname !== "/files/gamma-263-datasheet") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end('{"error":"not_found"}');
        return;
      }
      const de = url.searchParams.get("l")?.startsWith("de");
      const body = Buffer.from(`%PDF-1.4 ${de ? "Datenblatt" : "Datasheet"}`);
      res.writeHead(200, {
        "content-type": "application/pdf",
        "content-length": body.length,
        "content-language": de ? "de" : "en",
        "content-disposition": `${url.searchParams.get("dl") === "true" ? "attachment" : "inline"}; filename="gamma-263-datasheet.pdf"`,
        "x-internal": "not passed on",
      });
      res.end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    process.env.SERVICES_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => upstream.close(resolve));
  });

  const get = (path: string) => {
    const url = new URL(path, "http://app.test");
    const slug = url.pathname.split("/").at(-1)!;
    return GET(new Request(url), { params: Promise.resolve({ slug }) });
  };

  it("serves the English file inline by default", async () => {
    const response = await get("/file/gamma-263-datasheet");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(response.headers.get("x-internal")).toBeNull();
    expect(await response.text()).toBe("%PDF-1.4 Datasheet");
  });

  it("selects the language with l and forces a download with dl=true", async () => {
    const response = await get("/file/gamma-263-datasheet?l=de-ch&dl=true");
    expect(seen.at(-1)).toBe("/files/gamma-263-datasheet?l=de-ch&dl=true");
    expect(response.headers.get("content-language")).toBe("de");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="gamma-263-datasheet.pdf"',
    );
    expect(await response.text()).toBe("%PDF-1.4 Datenblatt");
  });

  it("drops an l that is not a locale instead of passing it on", async () => {
    await get("/file/gamma-263-datasheet?l=english&dl=yes");
    expect(seen.at(-1)).toBe("/files/gamma-263-datasheet");
  });

  it("refuses a path smuggled into l with 400 and sends nothing on (issue 20)", async () => {
    const before = seen.length;
    const response = await get("/file/gamma-263-datasheet?l=../../x");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { l: "l must not contain '..'" } });
    expect(seen.length).toBe(before);
  });

  it("answers a missing or malformed file with 404, never 500", async () => {
    const missing = await get("/file/no-such-file");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("File not found: no-such-file");
    expect((await get("/file/Bad_Slug")).status).toBe(404);
  });

  it("answers 502 when the services are down", async () => {
    const saved = process.env.SERVICES_URL;
    const { appConfig } = await import("../../../config");
    const config = appConfig();
    const original = config.SERVICES_URL;
    (config as { SERVICES_URL: string }).SERVICES_URL = "http://127.0.0.1:9";
    try {
      expect((await get("/file/gamma-263-datasheet")).status).toBe(502);
    } finally {
      (config as { SERVICES_URL: string }).SERVICES_URL = original;
      process.env.SERVICES_URL = saved;
    }
  });
});
