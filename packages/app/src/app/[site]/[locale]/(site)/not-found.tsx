import { locale as localeParam, site as siteParam } from "next/root-params";
import { NotFoundPage } from "../../../../site/NotFoundPage";

/**
 * Answers 404 for any path no page matches (spec section 8): the site's
 * not-found page, from the route's root params.
 */
export default async function NotFound() {
  return <NotFoundPage siteSegment={(await siteParam()) ?? ""} urlCode={await localeParam()} />;
}
