import { and, eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { markTranslated, type TranslationSummary, translationSummary } from "./translationTargets";
import {
  applyUnits,
  buildXliff,
  hasUnitPaths,
  type LocalizedTexts,
  readXliff,
  translationUnits,
} from "./xliff";

/** A refusal of the exchange: an HTTP status, a message and, for a file, its line. */
export interface ExchangeError {
  status: 400 | 404 | 409;
  error: string;
  line?: number;
}

type Db = Pick<Database, "select">;

/** A page's DRAFT texts in one locale, or null. */
async function draftTexts(db: Db, pageId: string, locale: string): Promise<LocalizedTexts | null> {
  const [row] = await db
    .select({
      title: t.pageLocalizations.title,
      description: t.pageLocalizations.description,
      leadText: t.pageLocalizations.leadText,
      category: t.pageLocalizations.category,
      modules: t.pageLocalizations.modules,
    })
    .from(t.pageLocalizations)
    .where(
      and(
        eq(t.pageLocalizations.pageId, pageId),
        eq(t.pageLocalizations.stage, "DRAFT"),
        eq(t.pageLocalizations.locale, locale),
      ),
    );
  return row ?? null;
}

/** The page's translation summary and its source texts at DRAFT, or why not. */
async function sourceOf(db: Database, pageId: string) {
  const summary = await translationSummary(db, pageId);
  if (!summary) return { error: { status: 404, error: "No page with this id" } as ExchangeError };
  const source = await draftTexts(db, pageId, summary.sourceLanguage);
  if (!source) {
    return {
      error: {
        status: 409,
        error: `The page has no draft in its source language "${summary.sourceLanguage}"`,
      } as ExchangeError,
    };
  }
  return { summary, source };
}

/**
 * The XLIFF 2.0 export of a page's source texts (DRAFT stage) for one of its target languages,
 * with the download's file name `{pageId}.{source}-{target}.xlf`.
 */
export async function exportXliff(
  db: Database,
  pageId: string,
  targetLanguage: string,
): Promise<{ xml: string; filename: string } | ExchangeError> {
  const found = await sourceOf(db, pageId);
  if ("error" in found) return found.error!;
  const { summary, source } = found;
  const targets = summary.targetLanguages.map((target) => target.language);
  if (!targets.includes(targetLanguage)) {
    return {
      status: 400,
      error: `"${targetLanguage}" is not a target language of this page (${targets.join(", ")})`,
    };
  }
  return {
    xml: buildXliff({
      pageId,
      sourceLanguage: summary.sourceLanguage,
      targetLanguage,
      units: translationUnits(source),
    }),
    filename: `${pageId}.${summary.sourceLanguage}-${targetLanguage}.xlf`,
  };
}

/**
 * Imports a translated XLIFF 2.0 file: checked against the page first (see `readXliff`), then
 * in one transaction the translations are written into the target language's DRAFT
 * localisation and that target is marked Translated, imported now. The texts replace those at
 * the units' paths in the existing draft of that language when it has all of them, else in a
 * copy of the source draft (a new or differently built localisation follows the source). A
 * refused file changes nothing.
 */
export async function importXliff(
  db: Database,
  pageId: string,
  raw: string,
  now = new Date(),
): Promise<TranslationSummary | ExchangeError> {
  const found = await sourceOf(db, pageId);
  if ("error" in found) return found.error!;
  const { summary, source } = found;
  const read = readXliff(raw, {
    pageId,
    sourceLanguage: summary.sourceLanguage,
    targetLanguages: summary.targetLanguages.map((target) => target.language),
    unitIds: new Set(translationUnits(source).map((unit) => unit.id)),
  });
  if (!read.ok) return { status: 400, error: read.error, line: read.line };
  return db.transaction(async (tx) => {
    const existing = await draftTexts(tx, pageId, read.targetLanguage);
    const base = existing && hasUnitPaths(existing, read.units.keys()) ? existing : source;
    const texts = applyUnits(base, read.units);
    await tx
      .insert(t.pageLocalizations)
      .values({ pageId, stage: "DRAFT", locale: read.targetLanguage, ...texts })
      .onConflictDoUpdate({
        target: [t.pageLocalizations.pageId, t.pageLocalizations.stage, t.pageLocalizations.locale],
        set: texts,
      });
    await markTranslated(tx, pageId, read.targetLanguage, now);
    return (await translationSummary(tx, pageId))!;
  });
}
