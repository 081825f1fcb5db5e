"use client";

import { createContext, type ReactNode } from "react";

export interface LocaleProviderProps {
  /** The page's locale as a BCP 47 tag, e.g. `de-CH` or `fr`. */
  locale: string;
  children?: ReactNode;
}

/** The locale a `LocaleProvider` names, for the inputs (`private/InPageLocale`). */
export const PageLocale = createContext<string | undefined>(undefined);

/**
 * The page's locale for every input below it: the texts the controls bring themselves (a
 * select's placeholder, a quantity stepper's role and number format, a search field's clear
 * button, a popover's dismiss button) follow it. Without it they follow the browser's language,
 * not the page's: a German page showed "Sélectionner un élément" in a French browser, after a
 * server render in English. Only a context here: the inputs apply it, so a page without them
 * loads none of react-aria's locale code.
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <PageLocale value={locale}>{children}</PageLocale>;
}
