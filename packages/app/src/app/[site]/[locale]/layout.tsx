import "@wire/design-system/styles.css";
import { LocaleProvider } from "@wire/design-system";
import { decodeRenderContext, displayLocale, parseLocale } from "@wire/domain";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ActionLinkProvider } from "../../../components/ActionLinkProvider";
import { CompareBasketProvider } from "../../../components/compare/CompareBasketContext";
import { OverlayProvider } from "../../../components/overlays/OverlayContext";
import { RuntimeRules } from "../../../components/runtime/RuntimeRules";
import { TagManager } from "../../../components/TagManager";
import { tagManagerContainer } from "../../../components/tagManagerSnippet";
import { appConfig } from "../../../config";
import { languageOf } from "../../../i18n/languageOf";

export function generateMetadata(): Metadata {
  return {
    applicationName: appConfig().COMPANY_NAME,
    // The group's mark (`public/icon.svg`; `favicon.ico` and the touch icon are rendered from it).
    icons: {
      icon: [
        { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
        { url: "/icon.svg", type: "image/svg+xml" },
      ],
      apple: "/apple-touch-icon.png",
    },
  };
}

/**
 * The root layout of every localised page: `<html lang>` comes from the
 * locale segment, which the proxy always makes explicit, and the test
 * flags from the render context.
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ site: string; locale: string }>;
}) {
  const { site, locale } = await params;
  const language = languageOf(locale) ?? "en";
  const context = decodeRenderContext(site);
  // Test traffic is not tracked; screenshots get no floating buttons over the content.
  const screenshot = context?.screenshotTesting ?? false;
  const testing = (context?.testing ?? false) || screenshot;
  return (
    <html lang={language} {...(screenshot ? { "data-screenshot-testing": "true" } : {})}>
      <body>
        <RuntimeRules />
        <TagManager
          containerId={
            testing || !context ? undefined : tagManagerContainer(appConfig(), context.siteId)
          }
          language={language}
        />
        {/* The inputs' own texts and number formats in the page's locale (`/de-de`: Germany's way), not the browser's. */}
        <LocaleProvider locale={displayLocale(language, parseLocale(locale)?.country)}>
          <OverlayProvider sideButtons={!screenshot}>
            <CompareBasketProvider>
              <ActionLinkProvider>{children}</ActionLinkProvider>
            </CompareBasketProvider>
          </OverlayProvider>
        </LocaleProvider>
      </body>
    </html>
  );
}
