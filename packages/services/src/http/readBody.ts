import type { IncomingMessage } from "node:http";

/** Largest body accepted by the services' own (non-GraphQL) endpoints. */
const MAX_BODY_BYTES = 64 * 1024;

export class BadRequestError extends Error {}

/** A body over the limit (64 KB); a BadRequestError, so callers that answer 400 still do. */
export class PayloadTooLargeError extends BadRequestError {}

/** Reads a body as UTF-8 text; over `maxBytes` (default 64 KB) it is a PayloadTooLargeError. */
export async function readText(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<string> {
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) {
    throw new PayloadTooLargeError("Request body too large");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new PayloadTooLargeError("Request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads an `application/x-www-form-urlencoded` body. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readText(req));
}

/** Reads a JSON body; malformed JSON is a BadRequestError, never a crash. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readText(req);
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new BadRequestError("The request body is not valid JSON");
  }
}
