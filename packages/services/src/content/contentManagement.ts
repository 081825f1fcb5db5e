import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { Database } from "../db/connect";
import { hasBearerToken } from "../http/bearerToken";
import { BadRequestError, readJson } from "../http/readBody";
import { publishPage, updateDraftTexts } from "./publishPage";
import { notifySites, type PublishWebhookOptions } from "./publishWebhooks";

/** The content service's management door: for editors' tools, not browsers. */
export const CONTENT_MANAGEMENT_PATH = "/content/manage";

const TEXTS_ROUTE =
  /^\/content\/manage\/pages\/([\w-]{1,100})\/localizations\/([a-z]{2}(?:_[A-Z]{2})?)$/;
const PUBLISH_ROUTE = /^\/content\/manage\/pages\/([\w-]{1,100})\/publish$/;

const textsSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(300).optional(),
    description: z.string().max(1000).nullable().optional(),
    leadText: z.string().max(5000).nullable().optional(),
  })
  .refine(
    (texts) => Object.keys(texts).length > 0,
    "Give at least one of title, description, leadText",
  );

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

function authorised(req: IncomingMessage, token: string): boolean {
  return hasBearerToken(req.headers.authorization, token);
}

/**
 * `PATCH /content/manage/pages/{id}/localizations/{locale}` `{ title?, description?, leadText? }`
 * edits a page's draft; `POST /content/manage/pages/{id}/publish` publishes it and then calls
 * every site's revalidation endpoint (the publish webhook), so the change shows at once on every
 * instance of every site without `cache=clear`. Both need `Authorization: Bearer
 * {CONTENT_MANAGEMENT_TOKEN}`.
 */
export function createContentManagementApi(
  db: Database,
  options: { token: string; webhooks: PublishWebhookOptions },
) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (!authorised(req, options.token)) return answer(res, 401, { error: "unauthenticated" });
    const path = (req.url ?? "").split("?")[0]!;
    const texts = TEXTS_ROUTE.exec(path);
    if (req.method === "PATCH" && texts) {
      let body: unknown;
      try {
        body = await readJson(req);
      } catch (error) {
        if (error instanceof BadRequestError) return answer(res, 400, { error: error.message });
        throw error;
      }
      const parsed = textsSchema.safeParse(body);
      if (!parsed.success) {
        return answer(res, 400, { error: parsed.error.issues.map((i) => i.message).join("; ") });
      }
      const found = await updateDraftTexts(db, texts[1]!, texts[2]!, parsed.data);
      return found
        ? answer(res, 200, { updated: true })
        : answer(res, 404, { error: "This page has no draft in that locale" });
    }
    const publish = PUBLISH_ROUTE.exec(path);
    if (req.method === "POST" && publish) {
      if (!(await publishPage(db, publish[1]!))) {
        return answer(res, 404, { error: "This page has no draft" });
      }
      const webhooks = await notifySites(options.webhooks);
      return answer(res, 200, { published: true, webhooks });
    }
    return answer(res, 404, { error: "not_found" });
  };
}
