import type { Metadata } from "next";
import { serverTranslator } from "../../../../i18n/serverTranslator";
import { loadSitePage, type SitePageParams } from "../../../../site/loadSitePage";
import { pageMetadata } from "../../../../site/pageMetadata";
import { SitePage } from "../../../../site/SitePage";

/**
 * The public pages every visitor sees alike. No page is built ahead: the
 * first request of a path renders it and Next keeps the result in its
 * cache (the shared cache handler), renewing it in the background after 30
 * minutes (spec section 9) or when its content tag is revalidated.
 */
export const revalidate = 1800;
export const dynamicParams = true;

export function generateStaticParams(): SitePageParams[] {
  return [];
}

interface Props {
  params: Promise<SitePageParams>;
}

export default async function PublicPage({ params }: Props) {
  return <SitePage loaded={await loadSitePage(await params)} live={false} />;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadSitePage(await params);
  return pageMetadata(loaded, serverTranslator(loaded.locale.language));
}
