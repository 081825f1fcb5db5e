/**
 * The first segment of the `live` twin of the site's routes: the same pages,
 * rendered per request and never kept (protected pages, searches, filtered
 * lists, `direct` look-ups, an editor's `cache=false`). The proxy picks it; visitors never see it.
 */
export const LIVE_SEGMENT = "live";

/** The site id of a render context when no site could be selected (the error page). */
export const UNKNOWN_SITE = "_";
