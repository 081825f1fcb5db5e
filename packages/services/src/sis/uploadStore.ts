import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { open, rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import { isAllowedUpload, normaliseFileName, UPLOAD_MAX_BYTES } from "@wire/domain";
import { and, eq, isNull } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { currentRequestLog } from "../http/requestLog";
import type { Viewer } from "./viewer";

/** Where the services take resumable uploads (tus 1.0.0). */
export const UPLOADS_PATH = "/sis/uploads";

/** The message of every refused upload; the app shows its own apology beside it. */
export const UPLOAD_REFUSED = "Only images or videos of at most 100 MB can be uploaded.";

/** The message of a file name with nothing usable left once normalised (`normaliseFileName`). */
export const FILE_NAME_REFUSED =
  "The file name is not usable: give the file a name of letters or digits and upload it again.";

/** What an error no rule expected answers: the details go to the log, with the request id. */
export const UPLOAD_FAILED = "The file could not be saved. Please try again later.";

/** The only media type of a PATCH's body in tus 1.0.0. */
const PATCH_MEDIA_TYPE = "application/offset+octet-stream";

/**
 * The tus extensions these uploads support: creation (with an upload in the same request) and
 * termination. Not `creation-defer-length` (the size is checked when an upload is created) nor
 * `expiration` (no expiry is configured), which the file store would announce by default.
 */
export const TUS_EXTENSIONS = ["creation", "creation-with-upload", "termination"] as const;

const refuse = (status_code: number) => ({ status_code, body: UPLOAD_REFUSED });

/** A refusal of tus's own or of a rule here: it carries a status and a message meant for users. */
const isAnswered = (error: unknown) =>
  typeof error === "object" && error !== null && "status_code" in error;

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
  options: {
    directory: string;
    readViewer: (request: Request) => Promise<Viewer>;
    /** Where an unexpected error is logged outside a request's log (tests). */
    log?: (line: string) => void;
  },
) {
  mkdirSync(options.directory, { recursive: true });
  const datastore = new FileStore({ directory: options.directory });
  datastore.extensions = [...TUS_EXTENSIONS];

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
      // Stored and shown as normalised (a NUL in it made the database refuse the upload).
      const given = upload.metadata?.filename;
      const filename = typeof given === "string" ? normaliseFileName(given) : undefined;
      if (filename === null) throw { status_code: 400, body: FILE_NAME_REFUSED };
      return {
        metadata: { ...upload.metadata, ...(filename ? { filename } : {}), owner: viewer.sub },
      };
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
          filename: normaliseFileName(upload.metadata?.filename ?? "") ?? `upload.${detected.ext}`,
          mimeType: detected.mime,
          sizeBytes: upload.size ?? upload.offset,
          storageKey: upload.id,
        })
        .onConflictDoNothing();
      return {};
    },
    // Anything but a refusal above or tus's own answers 500 with a generic message: tus would
    // answer the error's own message, which for a failed query is the SQL with its parameters.
    onResponseError(request, error) {
      if (isAnswered(error)) return undefined;
      const requestLog = currentRequestLog();
      if (requestLog) requestLog.error({ err: error, method: request.method }, "upload failed");
      else options.log?.(`upload failed: ${(error as Error).message}`);
      return { status_code: 500, body: `${UPLOAD_FAILED}\n` };
    },
  });

  /** tus 1.0.0: a PATCH whose body is not `application/offset+octet-stream` answers 415. */
  function handle(req: IncomingMessage, res: ServerResponse) {
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (req.method === "PATCH" && type !== PATCH_MEDIA_TYPE) {
      const body = `A PATCH must send its bytes as ${PATCH_MEDIA_TYPE}.\n`;
      res.writeHead(415, {
        "tus-resumable": "1.0.0",
        "content-type": "text/plain; charset=utf-8",
        "content-length": Buffer.byteLength(body),
        "cache-control": "no-store",
      });
      res.end(body);
      return;
    }
    return server.handle(req, res);
  }

  return {
    /** The tus endpoint for the services' HTTP server. */
    handle,

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
