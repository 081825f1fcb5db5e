import type { ReactNode } from "react";
import { AppLinkProvider } from "../../components/AppLinkProvider";
import { languageOf } from "../../routing/languageOf";

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
