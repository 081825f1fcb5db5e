import { createReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { contentDisposition } from "../files/fileHandler";
import { renderDownload } from "./downloadFile";
import { createDownloadStore } from "./downloadStore";
import { explodedViewSvg } from "./explodedViewSvg";
import { createInstalledBase } from "./installedBase";
import { createPartsStore } from "./partsStore";
import type { UploadStore } from "./uploadStore";
import type { Viewer } from "./viewer";

/** Where the services serve ticket attachments and WIRE Flow files, to the signed-in user only. */
export const ATTACHMENTS_PATH = "/sis/attachments";
export const DOWNLOADS_PATH = "/sis/downloads";
/** Where a model's exploded view is served as SVG, to users who own the model. */
export const EXPLODED_VIEWS_PATH = "/sis/exploded-views";

const ID = /^[A-Za-z0-9-]{1,80}$/;

function answer(res: ServerResponse, status: number, error: string) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify({ error }));
}

/** The web `Request` view of a Node request's headers, for the ID-token check. */
const asRequest = (req: IncomingMessage) =>
  new Request("http://services.local/", {
    headers: Object.entries(req.headers).flatMap(([name, value]) =>
      typeof value === "string" ? [[name, value] as [string, string]] : [],
    ),
  });

/**
 * `GET /sis/attachments/{id}`, `GET /sis/downloads/{id}` and
 * `GET /sis/exploded-views/{productSlug}.svg`: files behind the same checks as the
 * GraphQL API — a valid ID token (401), the area's role and the viewer's organisation (another
 * organisation's file answers 404, like one that does not exist).
 */
export function createSisFileHandler(
  db: Database,
  options: { readViewer: (request: Request) => Promise<Viewer>; uploads: UploadStore },
) {
  const base = createInstalledBase(db);
  const downloads = createDownloadStore(db);
  const catalogue = createPartsStore(db);

  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0]!;
    const [prefix, id] = path.startsWith(`${ATTACHMENTS_PATH}/`)
      ? [ATTACHMENTS_PATH, path.slice(ATTACHMENTS_PATH.length + 1)]
      : path.startsWith(`${EXPLODED_VIEWS_PATH}/`)
        ? [EXPLODED_VIEWS_PATH, path.slice(EXPLODED_VIEWS_PATH.length + 1).replace(/\.svg$/, "")]
        : [DOWNLOADS_PATH, path.slice(DOWNLOADS_PATH.length + 1)];
    if (req.method !== "GET" || !ID.test(id)) return answer(res, 404, "not_found");
    let viewer: Viewer;
    try {
      viewer = await options.readViewer(asRequest(req));
    } catch {
      return answer(res, 401, "unauthenticated");
    }

    if (prefix === ATTACHMENTS_PATH) {
      if (!viewer.areas.includes("tickets")) return answer(res, 403, "forbidden");
      const [row] = await db
        .select({ attachment: t.ticketAttachments })
        .from(t.ticketAttachments)
        .innerJoin(t.tickets, eq(t.tickets.id, t.ticketAttachments.ticketId))
        .where(
          and(eq(t.ticketAttachments.id, id), eq(t.tickets.organisationId, viewer.organisationId)),
        );
      if (!row) return answer(res, 404, "not_found");
      const { attachment } = row;
      res.writeHead(200, {
        "content-type": attachment.mimeType,
        "content-length": attachment.sizeBytes,
        "content-disposition": contentDisposition("attachment", attachment.filename),
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
      });
      createReadStream(options.uploads.pathOf(attachment.storageKey)).pipe(res);
      return;
    }

    if (prefix === EXPLODED_VIEWS_PATH) {
      if (!viewer.areas.includes("productInformation")) return answer(res, 403, "forbidden");
      const owned = (await base.models(viewer.organisationId)).some((m) => m.productSlug === id);
      const view = owned ? await catalogue.explodedView(id) : undefined;
      if (!view) return answer(res, 404, "not_found");
      const rows = await catalogue.modelParts(id);
      const body = explodedViewSvg(
        view,
        rows.map(({ entry, part }) => ({ ...entry, partName: part.name })),
      );
      res.writeHead(200, {
        "content-type": "image/svg+xml; charset=utf-8",
        "content-length": Buffer.byteLength(body),
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
        "cache-control": "private, max-age=300",
      });
      res.end(body);
      return;
    }

    if (!viewer.areas.includes("wireFlow")) return answer(res, 403, "forbidden");
    const models = (await base.models(viewer.organisationId)).map((m) => m.productSlug);
    const download = await downloads.get(models, id);
    if (!download) return answer(res, 404, "not_found");
    const body = renderDownload(download);
    res.writeHead(200, {
      "content-type": download.mimeType,
      "content-length": body.length,
      "content-disposition": contentDisposition("attachment", download.filename),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    res.end(body);
  };
}
