import {
  encodeRenderContext,
  listFilters,
  PORTAL_SEGMENT,
  plainRenderContext,
  type QueryFlags,
  type RenderContext,
} from "@wire/domain";
import type { CacheMode } from "../data/cache";
import { LIVE_SEGMENT } from "../site/liveRoute";

/** The editor area's first segment: its pages render per request in the main tree, like the portal's. */
export const EDITOR_SEGMENT = "editor";

/**
 * The routes of the main tree beside the content pages (`app/[site]/[locale]/…`), all rendered
 * per request: whole areas (any path below them) and single pages. Anything else is a content
 * page (the catch-all route), which Next keeps. A route missing here would be sent the kept
 * pages' policy, which leaves its scripts to a policy only kept pages get: `renderTarget.test`
 * checks the list against the route folders.
 */
export const OWN_AREAS: readonly string[] = [PORTAL_SEGMENT, EDITOR_SEGMENT];
export const OWN_PAGES: readonly string[] = [
  "sign-in",
  "callback",
  "identity-error",
  "site-error",
  "preview-gate",
];

/** Where the proxy sends a routed page, and whether that answer is this request's alone. */
export interface RenderTarget {
  /** The route segment(s) before the locale: the encoded context, or the `live` twin's. */
  context: string;
  /** Rendered for this request only: it gets a nonce and is never kept. */
  perRequest: boolean;
  /** Flags a test run (`testing`, `screenshotTesting`): the tag manager stays out. */
  testing: boolean;
}

/** A listing's page number from the query (`?page=2`), or null for the first page. */
function listingPage(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 && n <= 1000 ? n : null;
}

/**
 * The render context of a routed request and the route that renders it. Pages that every
 * visitor sees alike are rendered once and kept (ISR); protected pages, searches, filtered
 * lists, `direct` look-ups and an editor's `cache=false` go to the `live` twin, which renders
 * per request. Portal, editor, sign-in and error pages render per request in the main tree: their
 * own `?q=` (a list's search) must not send them to the live twin of the content pages.
 */
export function renderTarget(input: {
  siteId: string;
  segments: readonly string[];
  localeInPath: boolean;
  mode: CacheMode;
  flags: QueryFlags;
  searchParams: URLSearchParams;
  /** The content page's protection at these segments (`NONE` when public or not a content page). */
  protection: string;
}): RenderTarget {
  const { mode, flags, searchParams, segments } = input;
  const context: RenderContext = {
    ...plainRenderContext(input.siteId),
    nextRelease: mode.nextRelease,
    testing: flags.testing,
    screenshotTesting: flags.screenshotTesting,
    fresh: mode.fresh,
    implicitLocale: !input.localeInPath,
    page: listingPage(searchParams.get("page")),
    direct: flags.direct,
    query: searchParams.get("q")?.trim() || null,
    filters: listFilters(searchParams),
  };
  const first = segments[0] ?? "";
  const ownTree = OWN_AREAS.includes(first) || (segments.length === 1 && OWN_PAGES.includes(first));
  const live =
    !ownTree &&
    (context.fresh ||
      context.direct !== null ||
      context.query !== null ||
      Object.keys(context.filters).length > 0 ||
      input.protection !== "NONE");
  const encoded = encodeRenderContext(context);
  return {
    context: live ? `${LIVE_SEGMENT}/${encoded}` : encoded,
    perRequest: live || ownTree,
    testing: context.testing || context.screenshotTesting,
  };
}
