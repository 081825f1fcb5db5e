import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { open, rm } from "node:fs/promises";
import { join } from "node:path";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import { isAllowedUpload, UPLOAD_MAX_BYTES } from "@wire/domain";
import { and, eq, isNull } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import type { Viewer } from "./viewer";

/** Where the services take resumable uploads (tus 1.0.0). */
export const UPLOADS_PATH = "/sis/uploads";

/** The message of every refused upload; the app shows its own apology beside it. */
export const UPLOAD_REFUSED = "Only images or videos of at most 100 MB can be uploaded.";

const refuse = (status_code: number) => ({ status_code, body: UPLOAD_REFUSED });

/** The first bytes, enough for `file-type` to recognise images and video containers. */
async function sniff(path: string) {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return fileTypeFromBuffer(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * Resumable uploads of ticket attachments: a tus server whose files live under `directory`, and
 * the `uploads` table of finished ones. Each request is the signed-in user's (the ID token is
 * checked on every PATCH and HEAD, not only the first POST); the declared type and size are
 * checked when the upload is created, and the type again from the bytes when it finishes, so an
 * `.exe` renamed `.png` is refused and deleted.
 */
export function createUploadStore(
  db: Database,
  options: { directory: string; readViewer: (request: Request) => Promise<Viewer> },
) {
  mkdirSync(options.directory, { recursive: true });
  const datastore = new FileStore({ directory: options.directory });

  async function viewerOf(request: Request): Promise<Viewer> {
    try {
      return await options.readViewer(request);
    } catch {
      throw { status_code: 401, body: "An ID token is required" };
    }
  }

  const server = new Server({
    path: UPLOADS_PATH,
    datastore,
    maxSize: UPLOAD_MAX_BYTES,
    namingFunction: () => randomUUID(),
    async onUploadCreate(request, upload) {
      const viewer = await viewerOf(request);
      if (!viewer.areas.includes("tickets")) throw { status_code: 403, body: "Forbidden" };
      const type = upload.metadata?.filetype ?? "";
      if (upload.size === undefined || !isAllowedUpload({ type, size: upload.size })) {
        throw refuse(415);
      }
      return { metadata: { ...upload.metadata, owner: viewer.sub } };
    },
    async onIncomingRequest(request, uploadId) {
      if (request.method === "POST" || request.method === "OPTIONS") return;
      const viewer = await viewerOf(request);
      const upload = await datastore.getUpload(uploadId).catch(() => undefined);
      // Someone else's upload answers like one that does not exist.
      if (upload && upload.metadata?.owner !== viewer.sub) {
        throw { status_code: 404, body: "The file does not exist" };
      }
    },
    async onUploadFinish(_request, upload) {
      const path = join(options.directory, upload.id);
      const detected = await sniff(path);
      if (
        !detected ||
        !isAllowedUpload({ type: detected.mime, size: upload.size ?? upload.offset })
      ) {
        await rm(path, { force: true });
        await rm(`${path}.json`, { force: true });
        throw refuse(415);
      }
      await db
        .insert(t.uploads)
        .values({
          id: upload.id,
          ownerId: upload.metadata?.owner ?? "",
          filename: (upload.metadata?.filename ?? `upload.${detected.ext}`).slice(0, 200),
          mimeType: detected.mime,
          sizeBytes: upload.size ?? upload.offset,
          storageKey: upload.id,
        })
        .onConflictDoNothing();
      return {};
    },
  });

  return {
    /** The tus endpoint for the services' HTTP server. */
    handle: server.handle.bind(server),

    /** A finished upload of `ownerId` not yet attached, now attached to `ticketId`; else undefined. */
    async claim(uploadId: string, ownerId: string, ticketId = "pending") {
      const [row] = await db
        .update(t.uploads)
        .set({ attachedTo: ticketId })
        .where(
          and(
            eq(t.uploads.id, uploadId),
            eq(t.uploads.ownerId, ownerId),
            isNull(t.uploads.attachedTo),
          ),
        )
        .returning();
      return row;
    },

    /** The path of a stored file. */
    pathOf(storageKey: string): string {
      return join(options.directory, storageKey);
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
