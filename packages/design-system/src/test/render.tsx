import type { ReactNode } from "react";
import { render } from "vitest-browser-react";
import { ThemeRoot } from "../components/ThemeRoot/ThemeRoot";
import type { ThemeName } from "../themes/themes";

/** Renders inside a ThemeRoot so the theme's CSS variables are defined. */
export function renderThemed(ui: ReactNode, theme: ThemeName = "Default") {
  return render(<ThemeRoot theme={theme}>{ui}</ThemeRoot>);
}
