import { UI_LANGUAGES } from "@wire/domain";
import { NextResponse } from "next/server";
import { z } from "zod";
import { PLAIN } from "../../../data/cache";
import { getNewsFeed } from "../../../data/content";
import { requestLogger } from "../../../http/logger";
import { toNewsFeedEntry } from "../../../site/newsFeed";

const querySchema = z.object({
  lang: z.enum(UI_LANGUAGES, { error: "lang must be one of the UI languages" }).default("en"),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/, "locale must look like de or de-ch")
    .default("en"),
  site: z
    .string()
    .regex(/^[a-z0-9-]+$/, "site must be a site slug")
    .optional(),
  // The content service's cursors are base64url; anything else cannot be one.
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, "after must be the endCursor of a previous page")
    .optional(),
});

/**
 * `GET /api/news-feed?lang&locale&site&after`: the next page of the news
 * panel ("load more", 10 items), shaped for the panel. The first page comes
 * with the server-rendered page; only further pages are asked for here.
 */
export async function GET(request: Request) {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return NextResponse.json(
      { error: query.error.issues.map((i) => i.message).join("; ") },
      { status: 400 },
    );
  }
  const { lang, locale, site, after } = query.data;
  try {
    const feed = await getNewsFeed(PLAIN, lang, after ?? null);
    return NextResponse.json(
      {
        items: feed.items.map((item) => toNewsFeedEntry(item, lang, locale, site ?? null)),
        endCursor: feed.endCursor,
        hasNextPage: feed.hasNextPage,
      },
      { headers: { "cache-control": "public, max-age=60" } },
    );
  } catch (error) {
    // A well-formed cursor the service does not know is still the visitor's mistake.
    if (after && String((error as Error).message).includes("Unknown news feed cursor")) {
      return NextResponse.json(
        { error: "after must be the endCursor of a previous page" },
        { status: 400 },
      );
    }
    requestLogger(request).error(`[news-feed] ${(error as Error).message}`);
    return NextResponse.json({ error: "The news could not be loaded." }, { status: 502 });
  }
}
