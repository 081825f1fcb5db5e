import { NextResponse } from "next/server";
import { isSameHostRequest, isSameOriginRequest } from "../auth/csrf";
import { isEditorRequest } from "../auth/editorAccess";
import { appConfig } from "../config";
import { ContentManagementError } from "../data/contentManagement";
import { logger } from "../http/logger";
import { isPreviewHost } from "../preview/previewAccess";

const noStore = { "cache-control": "no-store" };

/** A JSON answer of an editor route: never cached, it is one editor's view of drafts. */
export const editorJson = (body: unknown, status = 200) =>
  NextResponse.json(body, { status, headers: noStore });

/** A page id as the content service writes them; anything else is refused before it is sent on. */
export const PAGE_ID = /^[\w-]{1,100}$/;

/**
 * Runs an editor route's work when the request carries the editor cookie
 * (401 otherwise) and, for a state change, came from this site: a browser
 * says where a request started (`Sec-Fetch-Site`), and a change asked from
 * another site is refused (403), so a link elsewhere cannot start or reset a
 * translation. The content service's refusals pass on with their status.
 */
export async function editorRoute(
  request: Request,
  options: { changes: boolean },
  work: () => Promise<Response>,
): Promise<Response> {
  const config = appConfig();
  if (!(await isEditorRequest(request, config))) {
    return editorJson({ error: "The editor area needs the editor password." }, 401);
  }
  const site = request.headers.get("sec-fetch-site");
  // `Origin` too (issue 20): a browser without Sec-Fetch-Site still names the page a POST came from.
  const origin = request.headers.get("origin");
  const foreignOrigin =
    origin !== null &&
    !isSameOriginRequest(request, config.APP_URL) &&
    !isSameHostRequest(request, (host) => isPreviewHost(host, config));
  if (options.changes && ((site && site !== "same-origin" && site !== "none") || foreignOrigin)) {
    return editorJson({ error: "Cross-site request." }, 403);
  }
  try {
    return await work();
  } catch (error) {
    if (error instanceof ContentManagementError && error.status < 500) {
      return editorJson(
        { error: error.message, ...(error.line ? { line: error.line } : {}) },
        error.status,
      );
    }
    logger.error(
      `[editor] ${request.method} ${new URL(request.url).pathname}: ${(error as Error).message}`,
    );
    return editorJson(
      { error: "The content service is unavailable. Please try again later." },
      503,
    );
  }
}
