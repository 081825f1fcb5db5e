"use client";

import type { ReactNode } from "react";
import { type AbstractIntlMessages, IntlProvider } from "use-intl";

/**
 * Hands a few namespaces of the UI messages to the client components below
 * (only what they need, not the whole catalogue).
 */
export function ClientMessages({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </IntlProvider>
  );
}
