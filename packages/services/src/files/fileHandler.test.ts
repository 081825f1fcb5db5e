import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import { openTestDatabase, SEED_WITHOUT_TICKETS } from "../testing/testDatabase";
import { contentDisposition, createFileHandler, fileLanguage } from "./fileHandler";
import { renderPdf } from "./renderPdf";

describe("document files", () => {
  let database: DatabaseHandle;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    database = await openTestDatabase({ seed: SEED_WITHOUT_TICKETS });
    const handler = createFileHandler(database.db);
    server = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
  });

  it("draws valid PDFs: header, cross-reference table and trailer that point at real offsets", () => {
    const pdf = renderPdf("Gamma 263 – Datenblatt (Größe)", [
      "Schneiden \\ und (Abisolieren).",
      "x ".repeat(4000),
    ]);
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    offsets.forEach((offset, i) => {
      expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
    });
    expect(text).toMatch(/\/Count [2-9]/); // the long paragraph needs more pages
    expect(text).toContain("(Schneiden \\\\ und \\(Abisolieren\\).)");
    expect(renderPdf("a", ["b"]).equals(renderPdf("a", ["b"]))).toBe(true);
  });

  it("reads the language from l", () => {
    expect(fileLanguage("de-ch")).toBe("de");
    expect(fileLanguage("de_CH")).toBe("de");
    expect(fileLanguage(null)).toBe("en");
    expect(fileLanguage("../../etc")).toBe("en");
    expect(contentDisposition("attachment", "größe.pdf")).toBe(
      `attachment; filename="gr__e.pdf"; filename*=UTF-8''gr%C3%B6%C3%9Fe.pdf`,
    );
  });

  it("serves a product datasheet per language, inline or as a download", async () => {
    const en = await fetch(`${url}/files/gamma-263-datasheet`);
    expect(en.status).toBe(200);
    expect(en.headers.get("content-type")).toBe("application/pdf");
    expect(en.headers.get("content-disposition")).toMatch(
      /^inline; filename="gamma-263-datasheet.pdf"/,
    );
    const enBody = Buffer.from(await en.arrayBuffer());
    expect(enBody.subarray(0, 5).toString()).toBe("%PDF-");
    expect(enBody.toString("latin1")).toContain("Datasheet Gamma 263");

    const de = await fetch(`${url}/files/gamma-263-datasheet?l=de-ch&dl=true`);
    expect(de.headers.get("content-language")).toBe("de");
    expect(de.headers.get("content-disposition")).toMatch(
      /^attachment; filename="gamma-263-datasheet-de.pdf"/,
    );
    const deBody = Buffer.from(await de.arrayBuffer());
    expect(deBody.toString("latin1")).toContain("Datenblatt Gamma 263");
    expect(Number(de.headers.get("content-length"))).toBe(deBody.length);
  });

  it("falls back to English when a document has no version in the language", async () => {
    const manual = await fetch(`${url}/files/gamma-263-operating-manual?l=de`);
    expect(manual.status).toBe(200);
    expect(manual.headers.get("content-language")).toBe("en");
  });

  it("answers unknown or malformed slugs with 404", async () => {
    for (const path of [
      "/files/nope",
      "/files/annual-report-1999",
      "/files/..%2Fsecret",
      "/files/",
    ]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: "not_found" });
    }
    expect((await fetch(`${url}/files/gamma-263-datasheet`, { method: "POST" })).status).toBe(404);
  });
});
