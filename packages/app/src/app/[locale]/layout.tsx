import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { ActionLinkProvider } from "../../components/ActionLinkProvider";
import { CompareBasketProvider } from "../../components/compare/CompareBasketContext";
import { OverlayProvider } from "../../components/overlays/OverlayContext";
import { TagManager } from "../../components/TagManager";
import { appConfig } from "../../config";
import { languageOf } from "../../routing/languageOf";
import { SCREENSHOT_HEADER, TESTING_HEADER } from "../../routing/requestHeaders";

export function generateMetadata(): Metadata {
  return { applicationName: appConfig().COMPANY_NAME };
}

/**
 * The root layout of every localised page: `<html lang>` comes from the
 * locale segment, which the proxy always makes explicit.
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const language = languageOf(locale) ?? "en";
  const h = await headers();
  // Test traffic is not tracked; screenshots get no floating buttons over the content.
  const testing = h.has(TESTING_HEADER) || h.has(SCREENSHOT_HEADER);
  const screenshot = h.has(SCREENSHOT_HEADER);
  return (
    <html lang={language} {...(screenshot ? { "data-screenshot-testing": "true" } : {})}>
      <body>
        <TagManager
          containerId={testing ? undefined : appConfig().GTM_CONTAINER_ID}
          language={language}
        />
        <OverlayProvider sideButtons={!screenshot}>
          <CompareBasketProvider>
            <ActionLinkProvider>{children}</ActionLinkProvider>
          </CompareBasketProvider>
        </OverlayProvider>
      </body>
    </html>
  );
}
