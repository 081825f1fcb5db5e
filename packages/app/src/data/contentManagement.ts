import type { TranslationState } from "@wire/domain";
import { appConfig } from "../config";
import { servicesFetch } from "./services";

/** A translation target of a page (spec §3). */
export interface TranslationTarget {
  id: string;
  language: string;
  translationState: TranslationState;
  exportedAt: string | null;
  importedAt: string | null;
}

/** A page's translation job: its source language, state and targets. */
export interface PageTranslation {
  pageId: string;
  sourceLanguage: string;
  state: TranslationState;
  targetLanguages: TranslationTarget[];
}

/** A row of the editor's page list. */
export interface EditorPage extends Omit<PageTranslation, "pageId" | "state"> {
  id: string;
  siteId: string;
  title: string;
  slug: string;
  path: string;
  type: string;
  pageType: string;
  publication: "PUBLISHED" | "DRAFT";
  changedSincePublished: boolean;
  protection: "NONE" | "PASSWORD" | "CIAM_ROLE";
  languages: string[];
  translationState: TranslationState;
}

export interface EditorSite {
  id: string;
  name: string;
  /** The site's path segment after the locale; null for the main site. */
  slug: string | null;
  /** The home-page configuration error (spec §5), shown as a warning in the editor. */
  homePageWarning: string | null;
}

export interface EditorPageFilters {
  site?: string;
  language?: string;
  state?: TranslationState;
  q?: string;
}

/** The content service refused or could not answer; `status` and its message pass on. */
export class ContentManagementError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/**
 * The app's door to the content service's management API (`/content/manage`)
 * for the editor area: the page list, translation jobs and XLIFF files. It
 * holds the management token on the server; the editor's browser never sees
 * it. Nothing here is cached: editors see the state as it is.
 */
function manage(path: `/${string}`, init: RequestInit = {}, timeoutMs = 10_000) {
  return servicesFetch(`/content/manage${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${appConfig().CONTENT_MANAGEMENT_TOKEN}`,
      ...(init.headers as Record<string, string> | undefined),
    },
    timeoutMs,
  });
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as
    | (T & { error?: string; line?: number })
    | null;
  if (!response.ok || !body) {
    throw new ContentManagementError(
      response.status,
      body?.error ?? `content service answered ${response.status}`,
      body?.line,
    );
  }
  return body;
}

const pageId = (id: string) => encodeURIComponent(id);

export async function getEditorPages(
  filters: EditorPageFilters,
): Promise<{ pages: EditorPage[]; sites: EditorSite[] }> {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return json(await manage(`/pages?${query}`));
}

export async function getTranslation(id: string): Promise<PageTranslation> {
  return json(await manage(`/translation/${pageId(id)}`));
}

export async function startTranslation(id: string): Promise<PageTranslation> {
  return json(await manage(`/translation/${pageId(id)}/start`, { method: "POST" }));
}

export async function resetTranslation(id: string): Promise<PageTranslation> {
  return json(await manage(`/translation/${pageId(id)}/reset`, { method: "POST" }));
}

/** The XLIFF 2.0 export of a page for one target language, as the service answers it. */
export function exportXliff(id: string, target: string): Promise<Response> {
  return manage(`/translation/${pageId(id)}/xliff?${new URLSearchParams({ target })}`);
}

/** Imports a translated XLIFF file; a refusal carries the service's message and line. */
export async function importXliff(id: string, xliff: string): Promise<PageTranslation> {
  return json(
    await manage(
      `/translation/${pageId(id)}/xliff`,
      { method: "POST", headers: { "content-type": "application/xliff+xml" }, body: xliff },
      30_000,
    ),
  );
}

/** One page of the editor's list with its site, asked for by id (the list's search matches ids). */
export async function findEditorPage(
  id: string,
): Promise<{ page: EditorPage; site: EditorSite | undefined } | null> {
  const { pages, sites } = await getEditorPages({ q: id });
  const page = pages.find((p) => p.id === id);
  return page ? { page, site: sites.find((s) => s.id === page.siteId) } : null;
}
