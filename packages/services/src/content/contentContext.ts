import DataLoader from "dataloader";
import type { Database } from "../db/connect";
import type * as t from "../db/schema";

/** The content stages of the Hygraph-shaped API. */
export type Stage = "DRAFT" | "PUBLISHED";

/** What every content resolver receives: the request's locale chain and a per-request memo. */
export interface ContentContext extends Record<string, unknown> {
  /** Hygraph's `gcms-locales` header ("de_CH, de, en"), as sent. */
  locales: string | null;
  /** Per-request memo of loaded navigation, and the page-title loader. */
  memo: Map<string, unknown>;
  /**
   * The request carries the server-held preview token (`CONTENT_PREVIEW_TOKEN`): only then are
   * the DRAFT stage and protected pages' modules answered (spec section 6).
   */
  preview: boolean;
}

/** What the content modules read from: the database and the origin images are served from. */
export interface ContentSource {
  db: Database;
  /** The services' public origin, without a trailing slash. */
  origin: string;
}

/** A site as the `Site` type's own resolvers receive it: the row and the stage asked for. */
export type SiteModel = typeof t.sites.$inferSelect & { stage: Stage };

/** Largest page of pages or news items one request may ask for. */
export const MAX_FIRST = 100;

/** A requested page size kept between 0 and {@link MAX_FIRST}. */
export function clampFirst(first: number | null | undefined, fallback: number): number {
  return Math.min(Math.max(first ?? fallback, 0), MAX_FIRST);
}

/**
 * Makes a value once per request: later resolvers of the same request share it (a loading
 * promise, or a loader that batches their keys).
 */
export function memo<T>(ctx: ContentContext, key: string, make: () => T): T {
  if (!ctx.memo.has(key)) ctx.memo.set(key, make());
  return ctx.memo.get(key) as T;
}

/**
 * One key through a per-request batch: the keys a request's resolvers ask for in one tick are
 * read together by `loadMany` (one query), which answers in the keys' order. `name` keeps
 * batches of different things (and stages) apart.
 */
export function batchLoad<V>(
  ctx: ContentContext,
  name: string,
  loadMany: (keys: readonly string[]) => Promise<V[]>,
  key: string,
): Promise<V> {
  return memo(ctx, name, () => new DataLoader(loadMany)).load(key);
}
