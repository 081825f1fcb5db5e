import { currentSession } from "../../auth/session";
import { sisFile } from "../../data/sis";
import { currentLogger } from "../../http/logger";

const PASSED_HEADERS = [
  "content-type",
  "content-length",
  "content-disposition",
  "x-content-type-options",
];

/**
 * A SIS file for the signed-in user, streamed through the site: the session
 * is checked on every file, so a copied link answers 401 signed out, and
 * another organisation's file 404 (the services decide).
 */
export async function sisFileResponse(path: `/sis/${"attachments" | "downloads"}/${string}`) {
  const session = await currentSession();
  if (!session) return new Response("Please sign in to download this file.", { status: 401 });
  let upstream: Response;
  try {
    upstream = await sisFile(session, path);
  } catch (error) {
    (await currentLogger()).error(`[files] ${(error as Error).message}`);
    return new Response("The file service is not available.", { status: 502 });
  }
  if (!upstream.ok) {
    return new Response(upstream.status === 404 ? "Not found" : "Not available", {
      status: upstream.status === 404 || upstream.status === 403 ? 404 : 502,
    });
  }
  const headers = new Headers({ "cache-control": "private, no-store" });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}

/** An id of a SIS file: letters, digits and dashes. */
export const SIS_FILE_ID = /^[A-Za-z0-9-]{1,80}$/;
