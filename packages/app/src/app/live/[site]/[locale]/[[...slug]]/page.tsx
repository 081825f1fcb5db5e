import type { Metadata } from "next";
import { serverTranslator } from "../../../../../i18n/serverTranslator";
import { loadSitePage, type SitePageParams } from "../../../../../site/loadSitePage";
import { pageMetadata } from "../../../../../site/pageMetadata";
import { SitePage } from "../../../../../site/SitePage";

/**
 * The same public pages rendered per request and never kept (see
 * `site/liveRoute.ts`): protected pages, searches, `direct` look-ups and an
 * editor's `cache=false`. Only the proxy sends requests here.
 */
export const dynamic = "force-dynamic";

interface Props {
  params: Promise<SitePageParams>;
}

export default async function LivePage({ params }: Props) {
  return <SitePage loaded={await loadSitePage(await params)} live />;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadSitePage(await params);
  return pageMetadata(loaded, serverTranslator(loaded.locale.language));
}
