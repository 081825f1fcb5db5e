import { buildLocales, siteLocales, type TranslationState, translationState } from "@wire/domain";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";

type TargetRow = typeof t.translationTargets.$inferSelect;

/** A translation target as the APIs answer it (spec section 3, "Translation target"). */
export interface TranslationTarget {
  id: string;
  language: string;
  translationState: TranslationState;
  /** ISO time the texts were last sent to the translators, or null. */
  exportedAt: string | null;
  /** ISO time a translation was last imported, or null. */
  importedAt: string | null;
}

/** A page's translation jobs: what the management API's translation routes answer. */
export interface TranslationSummary {
  pageId: string;
  sourceLanguage: string;
  /** The page's state from its targets (spec section 4, the domain's `translationState`). */
  state: TranslationState;
  targetLanguages: TranslationTarget[];
}

/** A transaction or the database: the store's writes run in either. */
type Db = Pick<Database, "select" | "insert" | "update">;

/** The API shape of a stored target. */
export function toTranslationTarget(row: TargetRow): TranslationTarget {
  return {
    id: row.id,
    language: row.language,
    translationState: row.state,
    exportedAt: row.exportedAt?.toISOString() ?? null,
    importedAt: row.importedAt?.toISOString() ?? null,
  };
}

/**
 * The languages each site offers (spec sections 2 and 9): the languages of the locales
 * `siteLocales` keeps for it, from the UI languages and countries in the database.
 */
export async function siteLanguages(db: Db): Promise<Map<string, string[]>> {
  const [sites, languages, countries] = await Promise.all([
    db.select().from(t.sites),
    db.select().from(t.languages).orderBy(asc(t.languages.sortIndex)),
    db.select().from(t.countries),
  ]);
  const locales = buildLocales(
    countries.map((c) => ({
      countryCode: c.code,
      hidden: c.hidden,
      supportedLanguages: c.supportedLanguages,
    })),
    languages.map((l) => l.code),
  );
  return new Map(
    sites.map((site) => [site.id, [...new Set(siteLocales(site, locales).map((l) => l.language))]]),
  );
}

/** Pages as one row each (the DRAFT one where a page has it): site and source language. */
async function pageSources(db: Db, pageIds?: readonly string[]) {
  const rows = await db
    .select({
      id: t.pages.id,
      stage: t.pages.stage,
      siteId: t.pages.siteId,
      sourceLanguage: t.pages.translationSourceLanguage,
    })
    .from(t.pages)
    .where(pageIds ? inArray(t.pages.id, [...pageIds]) : undefined);
  const pages = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (!pages.has(row.id) || row.stage === "DRAFT") pages.set(row.id, row);
  }
  return pages;
}

/**
 * Gives every page (or the given ones) a translation target for each language its site
 * offers except the page's source language (`translationSourceLanguage`, default en); a target
 * that exists keeps its state. `initial` may give a new target a seeded state.
 */
export async function ensureTranslationTargets(
  db: Db,
  options: {
    pageIds?: readonly string[];
    initial?: (
      pageId: string,
      language: string,
    ) => Partial<typeof t.translationTargets.$inferInsert>;
  } = {},
): Promise<void> {
  if (options.pageIds?.length === 0) return;
  const [pages, offered] = await Promise.all([pageSources(db, options.pageIds), siteLanguages(db)]);
  const rows = [...pages.values()].flatMap((page) =>
    (offered.get(page.siteId) ?? [])
      .filter((language) => language !== page.sourceLanguage)
      .map((language) => ({
        id: `tt-${page.id}-${language}`,
        pageId: page.id,
        language,
        ...options.initial?.(page.id, language),
      })),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(t.translationTargets)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}

/** The stored targets of pages, by page id, each page's ordered by language. */
export async function loadTranslationTargets(
  db: Db,
  pageIds: readonly string[],
): Promise<Map<string, TranslationTarget[]>> {
  const byPage = new Map<string, TranslationTarget[]>();
  if (pageIds.length === 0) return byPage;
  const rows = await db
    .select()
    .from(t.translationTargets)
    .where(inArray(t.translationTargets.pageId, [...pageIds]))
    .orderBy(asc(t.translationTargets.pageId), asc(t.translationTargets.language));
  for (const row of rows) {
    const list = byPage.get(row.pageId) ?? [];
    list.push(toTranslationTarget(row));
    byPage.set(row.pageId, list);
  }
  return byPage;
}

/**
 * A page's source language and translation targets (created where missing), with the page's
 * state; null for an unknown page.
 */
export async function translationSummary(
  db: Db,
  pageId: string,
): Promise<TranslationSummary | null> {
  const page = (await pageSources(db, [pageId])).get(pageId);
  if (!page) return null;
  await ensureTranslationTargets(db, { pageIds: [pageId] });
  const targets = (await loadTranslationTargets(db, [pageId])).get(pageId) ?? [];
  return {
    pageId,
    sourceLanguage: page.sourceLanguage,
    state: translationState(targets),
    targetLanguages: targets,
  };
}

/**
 * Starts a page's translation (spec section 4): every target not yet Translated becomes
 * InProgress, exported now. Null for an unknown page.
 */
export async function startTranslation(
  db: Database,
  pageId: string,
  now = new Date(),
): Promise<TranslationSummary | null> {
  return db.transaction(async (tx) => {
    if (!(await translationSummary(tx, pageId))) return null;
    await tx
      .update(t.translationTargets)
      .set({ state: "InProgress", exportedAt: now })
      .where(
        and(eq(t.translationTargets.pageId, pageId), ne(t.translationTargets.state, "Translated")),
      );
    return translationSummary(tx, pageId);
  });
}

/**
 * Resets a page's translation (spec section 4): every target MarkedForTranslation, with no
 * export or import time. Null for an unknown page.
 */
export async function resetTranslation(
  db: Database,
  pageId: string,
): Promise<TranslationSummary | null> {
  return db.transaction(async (tx) => {
    if (!(await translationSummary(tx, pageId))) return null;
    await tx
      .update(t.translationTargets)
      .set({ state: "MarkedForTranslation", exportedAt: null, importedAt: null })
      .where(eq(t.translationTargets.pageId, pageId));
    return translationSummary(tx, pageId);
  });
}

/** Marks one target Translated, imported now (inside the import's transaction). */
export async function markTranslated(
  db: Db,
  pageId: string,
  language: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(t.translationTargets)
    .set({ state: "Translated", importedAt: now })
    .where(
      and(eq(t.translationTargets.pageId, pageId), eq(t.translationTargets.language, language)),
    );
}
