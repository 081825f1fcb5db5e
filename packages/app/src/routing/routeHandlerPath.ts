/**
 * Paths the app answers with route handlers (its API and file downloads), never with a page:
 * the proxy lets them pass, and links to them are plain anchors, not client-side routes.
 */
export const ROUTE_HANDLER_PATH = /^\/(api|file)\//;
