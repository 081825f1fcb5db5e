import { locale as localeParam, site as siteParam } from "next/root-params";
import { NotFoundPage } from "../../../../site/NotFoundPage";

/**
 * The public route's not-found boundary, from the route's root params. A path no page matches
 * gets the whole not-found page with the site's frame from `NotFoundResponse`, which keeps it in
 * the browser too; this one shows only when a page of the route throws `notFound()` itself (a
 * protected page asked for outside the live route, which the proxy never sends). It is bare (the
 * message and the way home, without header and footer) because Next sends a route's not-found
 * page in the payload of every page beneath it: with the site's frame, it was 2 KiB gz of every
 * public page's first load.
 */
export default async function NotFound() {
  return (
    <NotFoundPage siteSegment={(await siteParam()) ?? ""} urlCode={await localeParam()} bare />
  );
}
