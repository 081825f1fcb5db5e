import type { IncomingMessage } from "node:http";

/** Largest form body accepted; a login form is a few hundred bytes. */
const MAX_FORM_BYTES = 64 * 1024;

/** Reads an `application/x-www-form-urlencoded` body; oversize bodies are rejected. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error("Form body too large");
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}
