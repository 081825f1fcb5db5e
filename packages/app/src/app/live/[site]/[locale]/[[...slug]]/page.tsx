import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { appConfig } from "../../../../../config";
import { serverTranslator } from "../../../../../i18n/serverTranslator";
import { isPageLocked, lockedPageMetadata } from "../../../../../preview/lockedPage";
import { findSitePage, type SitePageParams } from "../../../../../site/findSitePage";
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
  const route = await params;
  const loaded = await findSitePage(route);
  // Rendered per request, a 404 thrown inside a boundary (NotFoundResponse) would answer 200;
  // here the not-found page is left to the browser (vercel/next.js#62228).
  if (!loaded) notFound();
  return <SitePage loaded={loaded} live />;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Not found is the page's to answer: thrown here, Next sends an empty shell, not the 404 page.
  const loaded = await findSitePage(await params);
  if (!loaded) return {};
  const t = serverTranslator(loaded.locale.language);
  // A locked page's head tells nothing of it: no title, description, image or languages.
  if (await isPageLocked(loaded.page)) return lockedPageMetadata(t, appConfig().COMPANY_NAME);
  return pageMetadata(loaded, t);
}
