import { UI_LANGUAGES } from "@wire/domain";
import { draftQueryRefusal, MAX_DRAFT_QUERY_LENGTH } from "@wire/graphql";
import { z } from "zod";
import { isSameOriginRequest } from "../../../auth/csrf";
import { isEditorRequest } from "../../../auth/editorAccess";
import { appConfig } from "../../../config";
import { editorJson } from "../../../editor/editorApi";
import { requestLogger } from "../../../http/logger";

const bodySchema = z
  .object({
    query: z.string().max(MAX_DRAFT_QUERY_LENGTH),
    variables: z.record(z.string(), z.unknown()).optional(),
    operationName: z.string().max(200).optional(),
  })
  // Nothing else: no endpoint, URL or header can be named by the browser.
  .strict();

/**
 * The languages of a `gcms-locales` header as the site's content client and Hygraph send it:
 * UI languages separated by commas, optional whitespace around each (`de, en`); null for anything
 * else (an empty item, an unknown language, more items than there are languages).
 *
 * @example draftLocales("de, en") // ["de", "en"]
 */
function draftLocales(header: string): string[] | null {
  const items = header.split(",").map((item) => item.trim());
  const known = (item: string) => (UI_LANGUAGES as readonly string[]).includes(item);
  return items.length <= UI_LANGUAGES.length && items.every(known) ? items : null;
}

/**
 * `POST /api/hygraph-draft-proxy` (spec §2, §6): the editor's browser's one
 * way to read drafts. It needs the editor cookie and a request from this
 * site; takes a GraphQL query (no mutation, no subscription, no
 * introspection) and nothing else; sends it only to the configured content
 * endpoint with the server-held preview token, which the browser never
 * sees. Everything else is refused with 4xx: a query string naming another
 * target, an unknown body field, another method.
 */
export async function POST(request: Request) {
  const config = appConfig();
  if (!isSameOriginRequest(request, config.APP_URL)) {
    return editorJson({ error: "Cross-site request." }, 403);
  }
  if (!(await isEditorRequest(request, config))) {
    return editorJson({ error: "The draft proxy needs the editor password." }, 401);
  }
  if (new URL(request.url).search) {
    return editorJson({ error: "The draft proxy takes no query parameters." }, 400);
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_DRAFT_QUERY_LENGTH * 3) {
    return editorJson({ error: "The request is too large." }, 413);
  }
  const body = bodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) {
    return editorJson({ error: "The body must be { query, variables?, operationName? }." }, 400);
  }
  const refusal = draftQueryRefusal(body.data.query);
  if (refusal) return editorJson({ error: refusal }, 400);
  const locales = draftLocales(request.headers.get("gcms-locales") ?? "en");
  if (!locales) {
    return editorJson(
      { error: "Invalid gcms-locales header: UI languages separated by commas, e.g. de, en." },
      400,
    );
  }

  try {
    const upstream = await fetch(config.contentEndpoint, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "gcms-locales": locales.join(", "),
        authorization: `Bearer ${config.CONTENT_PREVIEW_TOKEN}`,
      },
      body: JSON.stringify(body.data),
      cache: "no-store",
      redirect: "error",
      signal: AbortSignal.timeout(10_000),
    });
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { "content-type": "application/json", "cache-control": "no-store" },
    });
  } catch (error) {
    requestLogger(request).error(
      `[draft-proxy] content service unavailable: ${(error as Error).message}`,
    );
    return editorJson({ error: "The content service is unavailable." }, 503);
  }
}

/** Only POST: a GET, PUT or DELETE to the proxy is refused. */
export function GET() {
  return editorJson({ error: "Use POST with a GraphQL query." }, 405);
}
export const PUT = GET;
export const DELETE = GET;
export const PATCH = GET;
