"use client";

import { ErrorPage, ThemeRoot } from "@wire/design-system";
import { isCrawler } from "@wire/domain";
import { useParams } from "next/navigation";
import { useEffect, useState } from "react";
import { importMessages } from "../../i18n/importMessages";
import type { Messages } from "../../i18n/messages";

type ErrorTexts = Messages["errorPage"];

/**
 * The error page for a fatal or unhandled error (spec sections 2 and 4):
 * title, overline, maintenance notice and a link home, in the page's
 * language (its messages are loaded only when an error happens). Crawlers
 * get the error logged and no error page.
 */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  const { locale = "en" } = useParams<{ locale: string }>();
  const [texts, setTexts] = useState<ErrorTexts | null>(null);
  const crawler = typeof navigator !== "undefined" && isCrawler(navigator.userAgent);

  useEffect(() => {
    console.error("[page error]", error.digest ?? "", error.message);
    if (crawler) return;
    const language = locale.split("-")[0] ?? "en";
    importMessages(language).then((messages) => setTexts(messages.errorPage));
  }, [error, crawler, locale]);

  useEffect(() => {
    // Browser title: the error page's breadcrumb title, then the company name (spec section 2).
    const company = document.querySelector<HTMLMetaElement>(
      'meta[name="application-name"]',
    )?.content;
    if (texts)
      document.title = company ? `${texts.breadcrumbTitle} | ${company}` : texts.breadcrumbTitle;
  }, [texts]);

  if (crawler || !texts) return null;
  return (
    <ThemeRoot>
      <main id="main">
        <ErrorPage
          title={texts.title}
          overline={texts.overline}
          maintenanceTitle={texts.maintenanceTitle}
          maintenanceText={texts.maintenanceText}
          homeLinkText={texts.homeLinkText}
          homeHref={`/${locale}`}
        />
      </main>
    </ThemeRoot>
  );
}
