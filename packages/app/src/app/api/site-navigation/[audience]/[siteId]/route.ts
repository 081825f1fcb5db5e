import { UI_LANGUAGES } from "@wire/domain";
import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { z } from "zod";
import { isEditorRequest } from "../../../../../auth/editorAccess";
import { appConfig } from "../../../../../config";
import { requestCacheMode, requestFacts, revalidateTags } from "../../../../../data/cacheControl";
import { contentClient, getNavigation } from "../../../../../data/content";
import { requestLogger } from "../../../../../http/logger";
import {
  unsafeForwardedValue,
  unsafeValueResponse,
} from "../../../../../http/unsafeForwardedValue";
import { hasPreviewAccess, previewCookieName } from "../../../../../preview/previewAccess";

/** A site id as the content service writes them. */
const SITE_ID = /^[A-Za-z0-9_-]{1,100}$/;

const querySchema = z.object({
  lang: z.enum(UI_LANGUAGES, { error: "lang must be one of the UI languages" }).default("en"),
  cache: z.enum(["true", "false", "clear"]).optional(),
  stage: z.enum(["PUBLISHED", "DRAFT"]).default("PUBLISHED"),
});

const json = (status: number, body: unknown, cacheControl = "no-store") =>
  NextResponse.json(body, { status, headers: { "cache-control": cacheControl } });

/**
 * `GET /api/site-navigation/public/{siteId}?lang&cache` and
 * `GET /api/site-navigation/editor/{siteId}?lang&stage&cache` (spec
 * section 7): a site's header navigation (homeItems, topItems, theme,
 * hidden) and footer navigation (navigationSections, contactLink, theme).
 * The editor variant can read the DRAFT stage and therefore needs the
 * editor's or the preview password's cookie; it is never cached.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ audience: string; siteId: string }> },
) {
  const { audience, siteId } = await params;
  const reason = unsafeForwardedValue(siteId);
  if (reason) return unsafeValueResponse("siteId", reason);
  if (!SITE_ID.test(siteId)) return json(400, { errors: { siteId: "siteId must be a site's id" } });
  if (audience !== "public" && audience !== "editor") {
    return json(404, { error: `Unknown navigation audience: ${audience}` });
  }
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return json(400, { error: query.error.issues.map((i) => i.message).join("; ") });
  }
  const { lang, stage } = query.data;
  const config = appConfig();
  try {
    if (audience === "editor") {
      const token = (await cookies()).get(previewCookieName(config))?.value;
      if (!(await hasPreviewAccess(token, config)) && !(await isEditorRequest(request, config))) {
        return json(401, {
          error: "The editor navigation needs the editor or the preview password.",
        });
      }
      const navigation = await contentClient(lang, stage).getNavigation(siteId);
      if (!navigation) return json(404, { error: `No navigation for site ${siteId}` });
      const { headerNavigation, footerNavigation } = navigation;
      return json(200, { site: { headerNavigation, footerNavigation } });
    }
    const { mode, clear } = await requestCacheMode(
      new URL(request.url).searchParams,
      requestFacts(request),
    );
    if (clear) revalidateTags();
    const navigation = await getNavigation(mode, lang, siteId);
    if (!navigation) return json(404, { error: `No navigation for site ${siteId}` });
    const { headerNavigation, footerNavigation } = navigation;
    return json(
      200,
      { site: { headerNavigation, footerNavigation } },
      "public, max-age=60, stale-while-revalidate=1800",
    );
  } catch (error) {
    requestLogger(request).error(`[site-navigation] ${siteId}: ${(error as Error).message}`);
    return json(502, { error: "The content service could not be reached." });
  }
}
