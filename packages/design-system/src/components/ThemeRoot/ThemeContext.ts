"use client";

import { createContext, createElement, type ReactNode, useContext } from "react";
import { defaultThemeName, type ThemeName, themes } from "../../themes/themes";

/** The theme of the nearest ThemeRoot. */
export const ThemeContext = createContext<ThemeName>(defaultThemeName);

/**
 * The theme class of the nearest ThemeRoot. Overlays rendered in a portal
 * (outside the ThemeRoot's element) put it on their own element so they keep
 * the theme's variables.
 */
export function useThemeClass(): string {
  return themes[useContext(ThemeContext)];
}

/**
 * Provides the theme name to client components below. A client component of
 * its own, so a server-rendered ThemeRoot can use it (a context object
 * imported from a client module is only a reference on the server).
 */
export function ThemeNameProvider({ value, children }: { value: ThemeName; children?: ReactNode }) {
  return createElement(ThemeContext.Provider, { value }, children);
}
