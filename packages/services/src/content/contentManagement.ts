import type { IncomingMessage, ServerResponse } from "node:http";
import { TRANSLATION_STATES } from "@wire/domain";
import { z } from "zod";
import type { Database } from "../db/connect";
import { hasBearerToken } from "../http/bearerToken";
import { answerJson } from "../http/jsonAnswer";
import { BadRequestError, PayloadTooLargeError, readJson, readText } from "../http/readBody";
import { listEditorPages } from "./editorPages";
import { publishPage, updateDraftTexts } from "./publishPage";
import { notifySites, type PublishWebhookOptions } from "./publishWebhooks";
import { exportXliff, importXliff } from "./translationExchange";
import { resetTranslation, startTranslation, translationSummary } from "./translationTargets";

/** The content service's management door: for editors' tools, not browsers. */
export const CONTENT_MANAGEMENT_PATH = "/content/manage";

const TEXTS_ROUTE =
  /^\/content\/manage\/pages\/([\w-]{1,100})\/localizations\/([a-z]{2}(?:_[A-Z]{2})?)$/;
const PUBLISH_ROUTE = /^\/content\/manage\/pages\/([\w-]{1,100})\/publish$/;
const TRANSLATION_ROUTE =
  /^\/content\/manage\/translation\/([\w-]{1,100})(?:\/(start|reset|xliff))?$/;
const PAGES_ROUTE = "/content/manage/pages";

/** Largest XLIFF file an import accepts. */
export const MAX_XLIFF_BYTES = 2 * 1024 * 1024;

const XLIFF_TYPES = ["application/xliff+xml", "application/xml", "text/xml"];

const pageFiltersSchema = z.object({
  site: z.string().min(1).max(100).optional(),
  language: z.string().min(2).max(10).optional(),
  state: z.enum(TRANSLATION_STATES).optional(),
  q: z.string().max(200).optional(),
});

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

function authorised(req: IncomingMessage, token: string): boolean {
  return hasBearerToken(req.headers.authorization, token);
}

/**
 * `PATCH /content/manage/pages/{id}/localizations/{locale}` `{ title?, description?, leadText? }`
 * edits a page's draft; `POST /content/manage/pages/{id}/publish` publishes it and then calls
 * every site's revalidation endpoint (the publish webhook), so the change shows at once on every
 * instance of every site without `cache=clear`.
 *
 * The editor area's calls (issue 19): `GET /content/manage/pages?site&language&state&q` lists
 * pages with publication, protection, languages and translation jobs, and the sites with their
 * home-page warning; `GET /content/manage/translation/{pageId}` answers a page's translation
 * jobs, `POST …/start` and `POST …/reset` change them, `GET …/xliff?target={lang}` exports the
 * source texts as XLIFF 2.0 and `POST …/xliff` imports a translated file (at most 2 MB).
 *
 * Every call needs `Authorization: Bearer {CONTENT_MANAGEMENT_TOKEN}`.
 */
export function createContentManagementApi(
  db: Database,
  options: { token: string; webhooks: PublishWebhookOptions },
) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (!authorised(req, options.token)) return answerJson(res, 401, { error: "unauthenticated" });
    const path = (req.url ?? "").split("?")[0]!;
    const texts = TEXTS_ROUTE.exec(path);
    if (req.method === "PATCH" && texts) {
      let body: unknown;
      try {
        body = await readJson(req);
      } catch (error) {
        if (error instanceof BadRequestError) return answerJson(res, 400, { error: error.message });
        throw error;
      }
      const parsed = textsSchema.safeParse(body);
      if (!parsed.success) {
        return answerJson(res, 400, {
          error: parsed.error.issues.map((i) => i.message).join("; "),
        });
      }
      const found = await updateDraftTexts(db, texts[1]!, texts[2]!, parsed.data);
      return found
        ? answerJson(res, 200, { updated: true })
        : answerJson(res, 404, { error: "This page has no draft in that locale" });
    }
    if (req.method === "GET" && path === PAGES_ROUTE) {
      const query = Object.fromEntries(new URL(req.url ?? "", "http://x").searchParams);
      const filters = pageFiltersSchema.safeParse(
        Object.fromEntries(Object.entries(query).filter(([, value]) => value !== "")),
      );
      if (!filters.success) {
        return answerJson(res, 400, {
          error: filters.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
        });
      }
      return answerJson(res, 200, await listEditorPages(db, filters.data));
    }
    const translation = TRANSLATION_ROUTE.exec(path);
    if (translation) return translationRoute(req, res, translation[1]!, translation[2]);
    const publish = PUBLISH_ROUTE.exec(path);
    if (req.method === "POST" && publish) {
      if (!(await publishPage(db, publish[1]!))) {
        return answerJson(res, 404, { error: "This page has no draft" });
      }
      const webhooks = await notifySites(options.webhooks);
      return answerJson(res, 200, { published: true, webhooks });
    }
    return answerJson(res, 404, { error: "not_found" });
  };

  async function translationRoute(
    req: IncomingMessage,
    res: ServerResponse,
    pageId: string,
    action: string | undefined,
  ) {
    const unknownPage = { error: `No page with id "${pageId}"` };
    if (req.method === "GET" && !action) {
      const summary = await translationSummary(db, pageId);
      return summary ? answerJson(res, 200, summary) : answerJson(res, 404, unknownPage);
    }
    if (req.method === "POST" && (action === "start" || action === "reset")) {
      const summary = await (action === "start" ? startTranslation : resetTranslation)(db, pageId);
      return summary ? answerJson(res, 200, summary) : answerJson(res, 404, unknownPage);
    }
    if (req.method === "GET" && action === "xliff") {
      const target = new URL(req.url ?? "", "http://x").searchParams.get("target") ?? "";
      const exported = await exportXliff(db, pageId, target);
      if ("status" in exported) return answerJson(res, exported.status, { error: exported.error });
      res.writeHead(200, {
        "content-type": "application/xliff+xml; charset=utf-8",
        "content-disposition": `attachment; filename="${exported.filename}"`,
        "cache-control": "no-store",
      });
      return res.end(exported.xml);
    }
    if (req.method === "POST" && action === "xliff") {
      const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (!XLIFF_TYPES.includes(type)) {
        return answerJson(res, 415, {
          error: "Send the XLIFF file as application/xliff+xml (or text/xml)",
        });
      }
      let raw: string;
      try {
        raw = await readText(req, MAX_XLIFF_BYTES);
      } catch (error) {
        if (error instanceof PayloadTooLargeError) {
          return answerJson(res, 413, { error: "The XLIFF file is larger than 2 MB" });
        }
        throw error;
      }
      const imported = await importXliff(db, pageId, raw);
      if ("status" in imported) {
        const { status, ...body } = imported;
        return answerJson(res, status, body);
      }
      return answerJson(res, 200, imported);
    }
    return answerJson(res, 404, { error: "not_found" });
  }
}
