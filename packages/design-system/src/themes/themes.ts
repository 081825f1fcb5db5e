import type { Theme } from "@wire/domain";
import { adaptronicTheme } from "./adaptronic/adaptronicTheme.css";
import { cirrisTheme } from "./cirris/cirrisTheme.css";
import { copperTheme } from "./copper/copperTheme.css";
import { defaultTheme } from "./default/defaultTheme.css";
import { diitTheme } from "./diit/diitTheme.css";
import { hosverTheme } from "./hosver/hosverTheme.css";
import { iqcTheme } from "./iqc/iqcTheme.css";
import { lightBlueTheme } from "./lightBlue/lightBlueTheme.css";

/** Theme class names by theme name (spec §9). Put one on an element to theme its subtree. */
export const themes = {
  Default: defaultTheme,
  Copper: copperTheme,
  Light_Blue: lightBlueTheme,
  Iqc: iqcTheme,
  Adaptronic: adaptronicTheme,
  Cirris: cirrisTheme,
  Diit: diitTheme,
  Hosver: hosverTheme,
} as const satisfies Record<Theme, string>;

/** The name of a theme, as stored on pages and sites. */
export type ThemeName = keyof typeof themes;

/** All theme names, Default first. */
export const themeNames = Object.keys(themes) as ThemeName[];

/** Used when a page or site names no theme or an unknown one. */
export const defaultThemeName: ThemeName = "Default";
