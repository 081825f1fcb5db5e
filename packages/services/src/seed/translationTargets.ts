import { ensureTranslationTargets } from "../content/translationTargets";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { seedTranslationJobs } from "./content/translationJobs";

/**
 * Writes the seeded translation jobs, then gives every page a target for each language its
 * site offers but its source language; targets that exist (an editor's started or imported
 * translation) keep their state.
 */
export async function seedTranslationTargets(
  db: Database,
  log: (line: string) => void,
): Promise<void> {
  const explicit = seedTranslationJobs.filter((job) => job.language !== "*");
  log(`seed: translation targets (${explicit.length} seeded jobs, then every page's targets)`);
  if (explicit.length > 0) {
    await db
      .insert(t.translationTargets)
      .values(
        explicit.map((job) => ({
          id: job.id ?? `tt-${job.pageId}-${job.language}`,
          pageId: job.pageId,
          language: job.language,
          state: job.state,
          exportedAt: job.exportedAt ? new Date(job.exportedAt) : null,
          importedAt: job.importedAt ? new Date(job.importedAt) : null,
        })),
      )
      .onConflictDoNothing();
  }
  const everyTarget = new Map(
    seedTranslationJobs.filter((job) => job.language === "*").map((job) => [job.pageId, job]),
  );
  await ensureTranslationTargets(db, {
    initial: (pageId) => {
      const job = everyTarget.get(pageId);
      return job
        ? {
            state: job.state,
            exportedAt: job.exportedAt ? new Date(job.exportedAt) : null,
            importedAt: job.importedAt ? new Date(job.importedAt) : null,
          }
        : {};
    },
  });
}
