"use client";

import { createContext, createElement, type ReactNode, useContext } from "react";
import { cutFont } from "../../themes/cutFont.css";
import { defaultThemeName, type ThemeName, themes } from "../../themes/themes";

/** The theme of the nearest ThemeRoot. */
export const ThemeContext = createContext<ThemeName>(defaultThemeName);

/** Whether the nearest ThemeRoot uses the site's cut heading font. */
const CutFontContext = createContext(false);

/**
 * The theme class of the nearest ThemeRoot (with the cut-font class when the
 * site enables it). Overlays rendered in a portal (outside the ThemeRoot's
 * element) put it on their own element so they keep the theme's variables.
 */
export function useThemeClass(): string {
  const name = useContext(ThemeContext);
  return useContext(CutFontContext) ? `${themes[name]} ${cutFont}` : themes[name];
}

/**
 * Provides the theme name to client components below. A client component of
 * its own, so a server-rendered ThemeRoot can use it (a context object
 * imported from a client module is only a reference on the server).
 */
export function ThemeNameProvider({
  value,
  cutFont: withCutFont = false,
  children,
}: {
  value: ThemeName;
  cutFont?: boolean;
  children?: ReactNode;
}) {
  return createElement(
    ThemeContext.Provider,
    { value },
    createElement(CutFontContext.Provider, { value: withCutFont }, children),
  );
}
