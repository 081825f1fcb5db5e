import { pagePath } from "../site/alternates";

/** The editor area's paths: the page list, a page's translation, its draft preview. */
export function editorHref(locale: string, pageId?: string): string {
  return pageId ? `/${locale}/editor/pages/${encodeURIComponent(pageId)}` : `/${locale}/editor`;
}

export function editorPreviewHref(locale: string, pageId: string, language: string): string {
  return `/${locale}/editor/preview/${encodeURIComponent(pageId)}?${new URLSearchParams({ lang: language })}`;
}

/** Where visitors see a page of the editor's list in a language: its site's slug and its path. */
export function publishedHref(
  language: string,
  entry: { page: { path: string }; site?: { slug: string | null } | undefined },
): string {
  return pagePath(language, entry.site?.slug ?? null, entry.page.path.split("/").filter(Boolean));
}
