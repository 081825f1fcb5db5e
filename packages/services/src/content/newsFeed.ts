import { asc, desc, eq } from "drizzle-orm";
import { GraphQLError } from "graphql";
import * as t from "../db/schema";
import { type ContentContext, type ContentSource, clampFirst, type Stage } from "./contentContext";
import { localeChain } from "./localeChain";
import { pickText, resolveJson } from "./resolveJson";

const cursorOf = (id: string) => Buffer.from(id, "utf8").toString("base64url");
const idOf = (cursor: string) => Buffer.from(cursor, "base64url").toString("utf8");

/**
 * One page of the news feed, newest first (`newsFeedItemsConnection`);
 * `after` is the previous page's end cursor, an unknown one is an error.
 */
export async function newsFeedConnection(
  source: ContentSource,
  args: { first?: number | null; after?: string | null; stage: Stage },
  ctx: ContentContext,
) {
  const { chain } = localeChain(ctx.locales);
  const rows = await source.db
    .select()
    .from(t.newsFeedItems)
    .where(eq(t.newsFeedItems.stage, args.stage))
    .orderBy(desc(t.newsFeedItems.publicationDate), asc(t.newsFeedItems.id));
  let start = 0;
  if (args.after) {
    const id = idOf(args.after);
    const at = rows.findIndex((row) => row.id === id);
    if (at === -1) throw new GraphQLError("Unknown news feed cursor");
    start = at + 1;
  }
  const slice = rows.slice(start, start + clampFirst(args.first, 10));
  const edges = slice.map((row) => ({
    cursor: cursorOf(row.id),
    node: {
      id: row.id,
      title: pickText(row.title, chain),
      text: pickText(row.text, chain),
      link: row.link,
      image: resolveJson(row.image, chain, source.origin),
      publicationDate: row.publicationDate.toISOString(),
    },
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: start + slice.length < rows.length,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: rows.length,
  };
}
