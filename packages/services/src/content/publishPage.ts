import { and, eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";

/** The texts of a page's draft in one locale that the management API edits. */
export interface DraftTexts {
  title?: string;
  description?: string | null;
  leadText?: string | null;
}

/**
 * Changes a page's DRAFT texts in one locale; the published page stays as it
 * is until {@link publishPage}. False when the page has no draft in that locale.
 */
export async function updateDraftTexts(
  db: Database,
  pageId: string,
  locale: string,
  texts: DraftTexts,
): Promise<boolean> {
  const changed = await db
    .update(t.pageLocalizations)
    .set(texts)
    .where(
      and(
        eq(t.pageLocalizations.pageId, pageId),
        eq(t.pageLocalizations.stage, "DRAFT"),
        eq(t.pageLocalizations.locale, locale),
      ),
    )
    .returning({ pageId: t.pageLocalizations.pageId });
  return changed.length > 0;
}

/**
 * Publishes a page as Hygraph does: its DRAFT row and every DRAFT
 * localisation replace the PUBLISHED ones, in one transaction (a reader sees
 * the old page or the new one, never half of each). False when the page has
 * no draft.
 */
export async function publishPage(db: Database, pageId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .select()
      .from(t.pages)
      .where(and(eq(t.pages.id, pageId), eq(t.pages.stage, "DRAFT")));
    if (!draft) return false;
    const localizations = await tx
      .select()
      .from(t.pageLocalizations)
      .where(and(eq(t.pageLocalizations.pageId, pageId), eq(t.pageLocalizations.stage, "DRAFT")));
    await tx
      .delete(t.pageLocalizations)
      .where(
        and(eq(t.pageLocalizations.pageId, pageId), eq(t.pageLocalizations.stage, "PUBLISHED")),
      );
    await tx.delete(t.pages).where(and(eq(t.pages.id, pageId), eq(t.pages.stage, "PUBLISHED")));
    await tx.insert(t.pages).values({ ...draft, stage: "PUBLISHED" });
    if (localizations.length > 0) {
      await tx
        .insert(t.pageLocalizations)
        .values(localizations.map((row) => ({ ...row, stage: "PUBLISHED" as const })));
    }
    return true;
  });
}
