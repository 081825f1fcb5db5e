import type { Metadata } from "next";
import { serverTranslator } from "../../../../../i18n/serverTranslator";
import { findSitePage, type SitePageParams } from "../../../../../site/findSitePage";
import { NotFoundResponse } from "../../../../../site/NotFoundResponse";
import { pageMetadata } from "../../../../../site/pageMetadata";
import { SitePage } from "../../../../../site/SitePage";

/**
 * The public pages every visitor sees alike. No page is built ahead: the
 * first request of a path renders it and Next keeps the result in its
 * cache (the shared cache handler). A kept page is renewed in the background
 * a minute after it was rendered, from the data cache (30 minutes, spec
 * section 9), so it costs no service call; the minute is also how long nginx
 * and browsers-in-between keep it (`s-maxage`), which bounds how long a
 * published change takes to reach them. A publish or `cache=clear` renews
 * the site's own copies at once.
 */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams(): SitePageParams[] {
  return [];
}

interface Props {
  params: Promise<SitePageParams>;
}

export default async function PublicPage({ params }: Props) {
  const route = await params;
  const loaded = await findSitePage(route);
  // Not `notFound()` here: Next would send an empty shell (see NotFoundResponse).
  if (!loaded) return <NotFoundResponse params={route} />;
  return <SitePage loaded={loaded} live={false} />;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Not found is the page's to answer: thrown here, Next sends an empty shell, not the 404 page.
  const loaded = await findSitePage(await params);
  if (!loaded) return {};
  return pageMetadata(loaded, serverTranslator(loaded.locale.language));
}
