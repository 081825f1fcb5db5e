import { createThemeContract } from "@vanilla-extract/css";
import type { ThemeTokens } from "./tokens";

const colorKeys = {
  brandAccent: null,
  brandAccentHover: null,
  brandAccentActive: null,
  brandAccentSoft: null,
  onBrandAccent: null,
  critical: null,
  criticalSoft: null,
  positive: null,
  positiveSoft: null,
  caution: null,
  cautionSoft: null,
  info: null,
  infoSoft: null,
  neutral: null,
  neutralSoft: null,
  neutralHover: null,
  surface: null,
  surfaceSoft: null,
  surfaceInverted: null,
  text: null,
  textSoft: null,
  textInverted: null,
  link: null,
  linkHover: null,
  border: null,
  borderSoft: null,
  focus: null,
  overlay: null,
} satisfies Record<keyof ThemeTokens["color"], null>;

const steps = {
  xsmall: null,
  small: null,
  standard: null,
  large: null,
  xlarge: null,
  xxlarge: null,
  xxxlarge: null,
} satisfies Record<keyof ThemeTokens["typography"]["fontSize"], null>;

/**
 * The one theme contract. Components read only these CSS variables; each
 * brand fills them in with `createTheme(vars, tokens)`.
 */
export const vars = createThemeContract({
  color: colorKeys,
  typography: {
    fontFamily: { body: null, heading: null, mono: null },
    fontWeight: { regular: null, medium: null, strong: null },
    fontSize: steps,
    lineHeight: steps,
    letterSpacing: { overline: null },
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    gutter: null,
  },
  radius: { none: null, small: null, standard: null, large: null, full: null },
  shadow: { small: null, medium: null, large: null },
  motion: { durationFast: null, durationStandard: null, easing: null, spinnerTurn: null },
  breakpoint: { tablet: null, desktop: null, wide: null },
  contentWidth: { small: null, medium: null, large: null },
  zIndex: {
    raised: null,
    sideButtons: null,
    headerPanel: null,
    headerMenu: null,
    flash: null,
    scrim: null,
    dialog: null,
    lightboxScrim: null,
    lightbox: null,
    skipLink: null,
  } satisfies Record<keyof ThemeTokens["zIndex"], null>,
} satisfies Record<keyof ThemeTokens, unknown>);
