"use client";

import { type ReactNode, useContext } from "react";
import { I18nProvider } from "react-aria-components";
import { PageLocale } from "../components/LocaleProvider/LocaleProvider";

/** The `LocaleProvider`'s locale for the react-aria controls inside (the design system's inputs). */
export function InPageLocale({ children }: { children: ReactNode }) {
  const locale = useContext(PageLocale);
  return locale ? <I18nProvider locale={locale}>{children}</I18nProvider> : children;
}
