import { SPINNER_TURN_MS } from "@wire/domain";
import type { ColorTokens, ThemeTokens } from "./tokens";

/** Pixel widths where layouts change, mobile first. Media queries can't read CSS variables. */
export const breakpoints = { tablet: 740, desktop: 992, wide: 1280 } as const;

/** Media queries for `@media` blocks in `.css.ts` files. */
export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;

/** One Spinner turn in milliseconds (spec §9), from the domain's constants. */
export const spinnerTurnMs = SPINNER_TURN_MS;

/** Tokens shared by every brand; a brand supplies its colours and may override the rest. */
export const baseTokens: Omit<ThemeTokens, "color"> = {
  typography: {
    fontFamily: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    fontWeight: { regular: "400", medium: "500", strong: "700" },
    fontSize: {
      xsmall: "0.75rem",
      small: "0.875rem",
      standard: "1rem",
      large: "1.25rem",
      xlarge: "1.5rem",
      xxlarge: "2rem",
      xxxlarge: "2.5rem",
    },
    lineHeight: {
      xsmall: "1rem",
      small: "1.25rem",
      standard: "1.5rem",
      large: "1.75rem",
      xlarge: "2rem",
      xxlarge: "2.5rem",
      xxxlarge: "3rem",
    },
    letterSpacing: { overline: "0.08em" },
  },
  space: {
    none: "0",
    xxsmall: "0.25rem",
    xsmall: "0.5rem",
    small: "0.75rem",
    medium: "1rem",
    large: "1.5rem",
    xlarge: "2rem",
    xxlarge: "3rem",
    gutter: "1.5rem",
  },
  radius: { none: "0", small: "2px", standard: "4px", large: "8px", full: "9999px" },
  shadow: {
    small: "0 1px 2px rgba(16, 24, 40, 0.12)",
    medium: "0 4px 12px rgba(16, 24, 40, 0.16)",
    large: "0 12px 32px rgba(16, 24, 40, 0.24)",
  },
  motion: {
    durationFast: "120ms",
    durationStandard: "200ms",
    easing: "cubic-bezier(0.2, 0, 0, 1)",
    spinnerTurn: `${spinnerTurnMs}ms`,
  },
  breakpoint: {
    tablet: `${breakpoints.tablet}px`,
    desktop: `${breakpoints.desktop}px`,
    wide: `${breakpoints.wide}px`,
  },
  contentWidth: { small: "780px", medium: "980px", large: "1180px" },
  zIndex: {
    raised: "1",
    sideButtons: "800",
    headerPanel: "900",
    headerMenu: "910",
    flash: "1000",
    scrim: "1100",
    dialog: "1101",
    lightboxScrim: "1200",
    lightbox: "1201",
    skipLink: "2000",
  },
};

/** Neutral colours every brand shares unless it overrides them. */
export const baseColors: Omit<
  ColorTokens,
  | "brandAccent"
  | "brandAccentHover"
  | "brandAccentActive"
  | "brandAccentSoft"
  | "link"
  | "linkHover"
  | "focus"
> = {
  onBrandAccent: "#ffffff",
  critical: "#b3261e",
  criticalSoft: "#fcebea",
  positive: "#1d6b35",
  positiveSoft: "#e6f4ea",
  caution: "#7a5000",
  cautionSoft: "#fff3d1",
  info: "#0b5394",
  infoSoft: "#e7f0fa",
  neutral: "#4a5059",
  neutralSoft: "#eef0f2",
  neutralHover: "#e1e4e8",
  surface: "#ffffff",
  surfaceSoft: "#f5f6f8",
  surfaceInverted: "#1b1f24",
  text: "#1b1f24",
  textSoft: "#4f5660",
  textInverted: "#ffffff",
  border: "#767c85",
  borderSoft: "#d5d9de",
  overlay: "rgba(12, 16, 22, 0.6)",
};

/** Builds a brand's tokens from its accent colours. */
export function brandTokens(
  color: Partial<ColorTokens> &
    Pick<
      ColorTokens,
      "brandAccent" | "brandAccentHover" | "brandAccentActive" | "brandAccentSoft" | "focus"
    >,
): ThemeTokens {
  return {
    ...baseTokens,
    color: {
      ...baseColors,
      link: color.brandAccent,
      linkHover: color.brandAccentHover,
      ...color,
    },
  };
}
