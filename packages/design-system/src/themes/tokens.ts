/**
 * The shape every brand's token data must have. Colours are named by what
 * they mean (braid style), never by what they look like, so a brand can
 * change its palette without touching a component.
 */
export interface ColorTokens {
  /** The brand's main action colour: primary buttons, active tabs. */
  brandAccent: string;
  brandAccentHover: string;
  brandAccentActive: string;
  /** A tinted background that pairs with `brandAccent` text. */
  brandAccentSoft: string;
  /** Text and icons placed on a `brandAccent` background. */
  onBrandAccent: string;
  critical: string;
  criticalSoft: string;
  positive: string;
  positiveSoft: string;
  caution: string;
  cautionSoft: string;
  info: string;
  infoSoft: string;
  neutral: string;
  neutralSoft: string;
  neutralHover: string;
  /** Page background. */
  surface: string;
  /** Slightly set-off background: cards, table stripes, footers. */
  surfaceSoft: string;
  /** Inverted background for headers or banners. */
  surfaceInverted: string;
  text: string;
  textSoft: string;
  textInverted: string;
  link: string;
  linkHover: string;
  /** Borders of interactive controls (≥ 3:1 against surface). */
  border: string;
  /** Decorative dividers. */
  borderSoft: string;
  focus: string;
  overlay: string;
}

/** Everything a brand theme defines. */
export interface ThemeTokens {
  color: ColorTokens;
  typography: {
    fontFamily: { body: string; heading: string; mono: string };
    fontWeight: { regular: string; medium: string; strong: string };
    /** Font size and line height per step, mobile first. */
    fontSize: Record<FontSizeStep, string>;
    lineHeight: Record<FontSizeStep, string>;
    letterSpacing: { overline: string };
  };
  space: Record<SpaceStep, string>;
  radius: { none: string; small: string; standard: string; large: string; full: string };
  shadow: { small: string; medium: string; large: string };
  motion: {
    durationFast: string;
    durationStandard: string;
    easing: string;
    /** One full turn of the Spinner (spec §9: 1080 ms). */
    spinnerTurn: string;
  };
  breakpoint: { tablet: string; desktop: string; wide: string };
  contentWidth: { small: string; medium: string; large: string };
  /** The stacking scale: every `zIndex` in a style file is one of these, named by what sits there. */
  zIndex: ZIndexTokens;
}

/**
 * Stacking order, lowest first. The same for every brand (`baseTokens`); the
 * gaps leave room for a layer between two without renumbering.
 */
export interface ZIndexTokens {
  /** A control lifted above a stretched link inside a card. */
  raised: string;
  /** The fixed side buttons (contact, compare) at the viewport's edge. */
  sideButtons: string;
  /** The header's mega menu and mobile navigation panels. */
  headerPanel: string;
  /** The header's language and user menus, above its panels. */
  headerMenu: string;
  /** Floating flash messages, above the page chrome. */
  flash: string;
  /** The dimmed backdrop behind a dialog (Modal, SidePanel, search). */
  scrim: string;
  /** A dialog's surface, above its scrim. */
  dialog: string;
  /** The gallery lightbox's backdrop, above dialogs. */
  lightboxScrim: string;
  /** The gallery lightbox itself. */
  lightbox: string;
  /** The skip link, above everything while it has focus. */
  skipLink: string;
}

export type FontSizeStep =
  | "xsmall"
  | "small"
  | "standard"
  | "large"
  | "xlarge"
  | "xxlarge"
  | "xxxlarge";
export type SpaceStep =
  | "none"
  | "xxsmall"
  | "xsmall"
  | "small"
  | "medium"
  | "large"
  | "xlarge"
  | "xxlarge"
  | "gutter";
