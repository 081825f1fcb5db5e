import type { HTMLAttributes, ReactNode } from "react";
import { cutFont } from "../../themes/cutFont.css";
import { defaultThemeName, type ThemeName, themes } from "../../themes/themes";
import { ThemeNameProvider } from "./ThemeContext";
import * as styles from "./ThemeRoot.css";

export interface ThemeRootProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The theme of this subtree. Unknown names fall back to Default, so a page
   * with a stale theme value still renders.
   * @default "Default"
   */
  theme?: ThemeName | (string & {});
  /**
   * Headings in the site's cut (condensed) font, for sites with
   * `enableCutFont` (spec §3). Portalled overlays follow it too.
   * @default false
   */
  enableCutFont?: boolean;
  children?: ReactNode;
}

/** Resolves a stored theme name to a known one (unknown → Default). */
export function resolveThemeName(theme: string | undefined | null): ThemeName {
  return theme && Object.hasOwn(themes, theme) ? (theme as ThemeName) : defaultThemeName;
}

/**
 * Applies a theme to everything inside it by a class name. Switching the
 * theme swaps the class; no CSS is reloaded.
 */
export function ThemeRoot({
  theme,
  enableCutFont = false,
  className,
  children,
  ...props
}: ThemeRootProps) {
  const name = resolveThemeName(theme);
  return (
    <ThemeNameProvider value={name} cutFont={enableCutFont}>
      <div
        {...props}
        data-wire-theme={name}
        data-wire-cut-font={enableCutFont ? "" : undefined}
        className={[themes[name], enableCutFont && cutFont, styles.root, className]
          .filter(Boolean)
          .join(" ")}
      >
        {children}
      </div>
    </ThemeNameProvider>
  );
}
