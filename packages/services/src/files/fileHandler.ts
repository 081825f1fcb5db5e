import type { IncomingMessage, ServerResponse } from "node:http";
import { eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { renderPdf } from "./renderPdf";

/** Where the services serve downloadable documents. */
export const FILES_PATH = "/files";

const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;

/** The language of an `l` parameter: "de", "de-ch", "de_CH" → "de"; anything else → "en". */
export function fileLanguage(l: string | null): string {
  const match = /^([a-zA-Z]{2})(?:[-_][a-zA-Z]{2})?$/.exec(l ?? "");
  return match ? match[1]!.toLowerCase() : "en";
}

/** A `Content-Disposition` value with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify({ error: "not_found" }));
}

/**
 * `GET /files/{slug}?l={locale}&dl=true`: a document as PDF in the requested language, else in
 * English (spec section 2, /file/{slug}). `dl=true` answers with `Content-Disposition: attachment`.
 * Unknown slugs answer 404.
 */
export function createFileHandler(db: Database) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://files.local");
    const slug = url.pathname.slice(FILES_PATH.length + 1);
    if ((req.method !== "GET" && req.method !== "HEAD") || !SLUG.test(slug)) return notFound(res);
    const versions = await db.select().from(t.documents).where(eq(t.documents.slug, slug));
    const language = fileLanguage(url.searchParams.get("l"));
    const document =
      versions.find((d) => d.language === language) ?? versions.find((d) => d.language === "en");
    if (!document) return notFound(res);
    const body = renderPdf(document.name, document.paragraphs);
    const download = url.searchParams.get("dl") === "true";
    res.writeHead(200, {
      "content-type": "application/pdf",
      "content-length": body.length,
      "content-language": document.language,
      "content-disposition": contentDisposition(
        download ? "attachment" : "inline",
        document.filename,
      ),
      "cache-control": "public, max-age=3600",
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
