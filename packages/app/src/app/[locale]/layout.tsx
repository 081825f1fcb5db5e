import type { Metadata } from "next";
import { type ReactNode, Suspense } from "react";
import { AppLinkProvider } from "../../components/AppLinkProvider";
import { OverlayProvider } from "../../components/overlays/OverlayContext";
import { TagManager } from "../../components/TagManager";
import { appConfig } from "../../config";
import { languageOf } from "../../routing/languageOf";

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
  return (
    <html lang={language}>
      <body>
        <Suspense>
          <TagManager containerId={appConfig().GTM_CONTAINER_ID} language={language} />
        </Suspense>
        <OverlayProvider>
          <AppLinkProvider>{children}</AppLinkProvider>
        </OverlayProvider>
      </body>
    </html>
  );
}
