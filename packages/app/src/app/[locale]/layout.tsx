import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AppLinkProvider } from "../../components/AppLinkProvider";
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
  return (
    <html lang={languageOf(locale) ?? "en"}>
      <body>
        <AppLinkProvider>{children}</AppLinkProvider>
      </body>
    </html>
  );
}
