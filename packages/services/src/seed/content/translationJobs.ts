import type { TranslationState } from "@wire/domain";

/** A seeded translation job: the state of one target language of a page. */
export interface SeedTranslationJob {
  /** Stable id of the target; default `tt-{pageId}-{language}`. */
  id?: string;
  pageId: string;
  /** A target language, or `*` for every target of the page not listed on its own. */
  language: string;
  state: TranslationState;
  exportedAt: string | null;
  importedAt: string | null;
}

const exported = "2026-03-02T09:00:00.000Z";

/**
 * Translation jobs in every state, so the editor's page list looks like a real one: the home
 * page is in progress (German and French back from the translators, Japanese out), "About
 * us" and the Academy's home are translated into every target, the smart-factory page is out
 * for translation. Every other target of every page starts MarkedForTranslation (see
 * `ensureTranslationTargets`).
 */
export const seedTranslationJobs: SeedTranslationJob[] = [
  {
    id: "tt-home-de",
    pageId: "page-home",
    language: "de",
    state: "Translated",
    exportedAt: "2025-05-02T09:00:00.000Z",
    importedAt: "2025-05-06T14:30:00.000Z",
  },
  {
    id: "tt-home-fr",
    pageId: "page-home",
    language: "fr",
    state: "Translated",
    exportedAt: "2025-05-02T09:00:00.000Z",
    importedAt: "2025-05-07T10:12:00.000Z",
  },
  {
    id: "tt-home-ja",
    pageId: "page-home",
    language: "ja",
    state: "InProgress",
    exportedAt: "2026-04-01T08:00:00.000Z",
    importedAt: null,
  },
  {
    pageId: "page-about",
    language: "*",
    state: "Translated",
    exportedAt: exported,
    importedAt: "2026-03-09T16:00:00.000Z",
  },
  {
    pageId: "page-academy-home",
    language: "*",
    state: "Translated",
    exportedAt: exported,
    importedAt: "2026-03-12T11:30:00.000Z",
  },
  {
    pageId: "page-smart-factory",
    language: "*",
    state: "InProgress",
    exportedAt: "2026-11-20T08:15:00.000Z",
    importedAt: null,
  },
];
