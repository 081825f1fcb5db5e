/** The editor area's paths: the page list, a page's translation, its draft preview. */
export function editorHref(locale: string, pageId?: string): string {
  return pageId ? `/${locale}/editor/pages/${encodeURIComponent(pageId)}` : `/${locale}/editor`;
}

export function editorPreviewHref(locale: string, pageId: string, language: string): string {
  return `/${locale}/editor/preview/${encodeURIComponent(pageId)}?${new URLSearchParams({ lang: language })}`;
}
