"use client";

import { ErrorPage, ThemeRoot } from "@wire/design-system";
import { useEffect } from "react";
import { importMessages } from "../i18n/importMessages";
import type { Messages } from "../i18n/messages";

/** The error page's texts in a UI language (with the view, so neither is in the first load). */
export async function errorTexts(language: string): Promise<Messages["errorPage"]> {
  return (await importMessages(language)).errorPage;
}

/**
 * The error page's content for the error boundary (spec sections 2 and 4):
 * title, overline, maintenance notice and a link home; the browser title is
 * the error page's breadcrumb title, then the company name. Loaded only when
 * an error happens.
 */
export function ErrorView({ texts, locale }: { texts: Messages["errorPage"]; locale: string }) {
  useEffect(() => {
    const company = document.querySelector<HTMLMetaElement>(
      'meta[name="application-name"]',
    )?.content;
    document.title = company ? `${texts.breadcrumbTitle} | ${company}` : texts.breadcrumbTitle;
  }, [texts]);
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
