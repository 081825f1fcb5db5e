/**
 * A cached public page's build stylesheets, written into its HTML (issue 5, "Performance").
 *
 * vanilla-extract emits one CSS file per style module and Turbopack keeps them apart to keep
 * their order (`experimental.cssChunking: "graph"` was tried and changed nothing), so a page
 * head links 18–19 render-blocking stylesheets of 0.1–13 KiB each. On a phone's connection
 * that is several waves of requests before the first paint (`pnpm bench pages`: mobile FCP
 * 1.3–2.0 s against 0.7 s for a minimal page). Stored pages get them as one `<style>` instead.
 *
 * The original `<link>`s stay, `disabled` (browsers do not fetch a disabled stylesheet), because
 * React and the chunk loader look stylesheets up by `link[rel=stylesheet][href=…]`: finding
 * them, they count them as loaded and neither fetches nor inserts them again, while a
 * stylesheet a later part of the page needs is still inserted after them, in order.
 */

/** The most CSS written into one page; a page needing more keeps its links. */
export const MAX_INLINE_CSS_BYTES = 96 * 1024;

/** A stylesheet's text by its same-origin href, or null when it cannot be had. */
export type StylesheetLoader = (href: string) => Promise<string | null>;

const LINK = /<link\b[^>]*>/y;
const BETWEEN = /\s*/y;
const ATTRIBUTE = /([\w:-]+)(?:\s*=\s*"([^"]*)")?/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of tag.slice(5).matchAll(ATTRIBUTE)) {
    if (name) attributes.set(name.toLowerCase(), value ?? "");
  }
  return attributes;
}

/** A build stylesheet for every medium, as Next links it: `/_next/static/….css`, a precedence. */
function inlinableHref(tag: string): string | null {
  const attributes = attributesOf(tag);
  const href = attributes.get("href") ?? "";
  const plain =
    attributes.get("rel") === "stylesheet" &&
    attributes.has("data-precedence") &&
    !attributes.has("media") &&
    !attributes.has("disabled");
  return plain && href.startsWith("/_next/static/") && href.endsWith(".css") ? href : null;
}

/** The first run of adjacent build stylesheet links in the head: where it is and what it links. */
function stylesheetRun(
  html: string,
): { start: number; end: number; tags: string[]; hrefs: string[] } | null {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return null;
  let at = html.indexOf("<link", html.indexOf("<head"));
  while (at >= 0 && at < headEnd) {
    const tags: string[] = [];
    const hrefs: string[] = [];
    let end = at;
    for (;;) {
      LINK.lastIndex = end;
      const tag = LINK.exec(html)?.[0];
      const href = tag && inlinableHref(tag);
      if (!tag || !href) break;
      tags.push(tag);
      hrefs.push(href);
      end = LINK.lastIndex;
      BETWEEN.lastIndex = end;
      BETWEEN.exec(html);
      if (!html.startsWith("<link", BETWEEN.lastIndex)) break;
      end = BETWEEN.lastIndex;
    }
    if (tags.length) return { start: at, end, tags, hrefs };
    at = html.indexOf("<link", at + 5);
  }
  return null;
}

const RELATIVE_URL = /url\(\s*(["']?)(?![a-z][\w+.-]*:|\/|#)([^"')]+)\1\s*\)/gi;

/** Relative `url(…)`s resolved against the stylesheet's own address, as its link would. */
function rebased(css: string, href: string): string {
  return css.replace(RELATIVE_URL, (_match, quote: string, path: string) => {
    const absolute = new URL(path, new URL(href, "http://x")).pathname;
    return `url(${quote}${absolute}${quote})`;
  });
}

/** A page with its build stylesheets written in, and the hrefs it no longer needs to fetch. */
export interface InlinedPage {
  html: string;
  inlined: string[];
}

/**
 * The page with its leading run of build stylesheets written into one `<style>`, or the page
 * unchanged (nothing inlined) when there is none, one cannot be loaded, one could close the
 * style element, or together they exceed `maxBytes`.
 */
export async function inlineStylesheets(
  html: string,
  load: StylesheetLoader,
  maxBytes = MAX_INLINE_CSS_BYTES,
): Promise<InlinedPage> {
  const unchanged = { html, inlined: [] };
  const run = stylesheetRun(html);
  if (!run) return unchanged;
  const { hrefs } = run;
  const sheets = await Promise.all(hrefs.map((href) => load(href).catch(() => null)));
  if (sheets.some((css) => css === null || /<\/style/i.test(css))) return unchanged;
  const css = sheets.map((sheet, index) => rebased(sheet as string, hrefs[index]!)).join("\n");
  if (Buffer.byteLength(css) > maxBytes) return unchanged;
  const precedence = attributesOf(run.tags[0]!).get("data-precedence");
  const style = `<style data-precedence="${precedence}" data-inlined-stylesheets="${hrefs.length}">${css}</style>`;
  const disabledLinks = run.tags.map((tag) => tag.replace(/\s*\/?>$/, ' disabled=""/>')).join("");
  return {
    html: html.slice(0, run.start) + style + disabledLinks + html.slice(run.end),
    inlined: hrefs,
  };
}

/**
 * A `Link` header without its style preloads of `inlined` stylesheets. Next announces every
 * stylesheet of a page as `rel=preload; as="style"`; kept, they would fetch at the highest
 * priority what the page now carries, ahead of its scripts and images.
 */
export function withoutStylePreloads(link: string, inlined: readonly string[]): string {
  const dropped = new Set(inlined);
  return link
    .split(/,\s*(?=<)/)
    .filter((entry) => {
      const url = /^\s*<([^>]*)>/.exec(entry)?.[1];
      return !(url && dropped.has(url) && /;\s*as="?style"?/i.test(entry));
    })
    .join(", ");
}

const loaded = new Map<string, string>();
const MAX_REMEMBERED = 500;

/**
 * Loads stylesheets over HTTP from the app's own address, remembering each: build stylesheets
 * have content-hashed names, so a name's text never changes while this server runs.
 */
export function stylesheetLoader(origin: URL): StylesheetLoader {
  return async (href) => {
    const known = loaded.get(href);
    if (known !== undefined) return known;
    const response = await fetch(new URL(href, origin));
    if (!response.ok || !(response.headers.get("content-type") ?? "").includes("text/css")) {
      return null;
    }
    const css = await response.text();
    if (loaded.size >= MAX_REMEMBERED) loaded.clear();
    loaded.set(href, css);
    return css;
  };
}
