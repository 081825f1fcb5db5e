import { globalStyle, style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

/**
 * A phone reads name, picture, then facts and actions; a desktop puts the picture on the left
 * and everything else beside it, so the first screen holds the product and what to do next.
 */
export const root = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gridTemplateAreas: '"heading" "media" "body"',
  gap: vars.space.large,
  width: "100%",
  maxWidth: vars.contentWidth.large,
  marginInline: "auto",
  paddingBlock: vars.space.large,
  "@media": {
    [mediaQuery.desktop]: {
      // The gallery at its own width (540 px, spec §9), the text taking the rest.
      gridTemplateColumns: "minmax(0, 540px) minmax(0, 1fr)",
      gridTemplateRows: "auto 1fr",
      gridTemplateAreas: '"media heading" "media body"',
      columnGap: vars.space.xxlarge,
      rowGap: vars.space.medium,
    },
  },
});

/** Without pictures the text takes the whole width, no empty column beside it. */
export const withoutMedia = style({
  "@media": {
    [mediaQuery.desktop]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      gridTemplateAreas: '"heading" "body"',
    },
  },
});

export const media = style({ gridArea: "media", minWidth: 0 });

export const heading = style({
  gridArea: "heading",
  display: "grid",
  // The track may be narrower than the longest word: an auto track took the min-content of
  // "Maschinensicherheit" at the title's size (372 px) and pushed a 320 px phone sideways.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xsmall,
  alignContent: "start",
});

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.strong,
  fontSize: vars.typography.fontSize.xxlarge,
  lineHeight: vars.typography.lineHeight.xxlarge,
  overflowWrap: "break-word",
  // German compounds break at a syllable in the page's language before they break anywhere.
  hyphens: "auto",
  "@media": {
    [mediaQuery.tablet]: {
      fontSize: vars.typography.fontSize.xxxlarge,
      lineHeight: vars.typography.lineHeight.xxxlarge,
    },
  },
});

export const text = style({
  margin: 0,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  color: vars.color.textSoft,
});

export const body = style({
  gridArea: "body",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.large,
  alignContent: "start",
  justifyItems: "start",
});

export const meta = style({ margin: 0, color: vars.color.textSoft });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
});

/** Links among the actions look like buttons: the first is the primary one, the others outlined. */
globalStyle(`${actions} > a`, {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 44,
  paddingInline: vars.space.large,
  border: `2px solid ${vars.color.brandAccent}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.brandAccent,
  fontWeight: vars.typography.fontWeight.medium,
  textDecoration: "none",
  outline: "none",
});

globalStyle(`${actions} > a:first-child`, {
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
});

globalStyle(`${actions} > a:hover`, { backgroundColor: vars.color.brandAccentSoft });

globalStyle(`${actions} > a:first-child:hover`, {
  backgroundColor: vars.color.brandAccentHover,
  borderColor: vars.color.brandAccentHover,
});

globalStyle(`${actions} > a:focus-visible`, focusRing);

/** Key specifications: each label over its value, two or three to a row where there is room. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
  gap: vars.space.small,
  width: "100%",
  margin: 0,
});

export const fact = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `3px solid ${vars.color.brandAccent}`,
});

export const factLabel = style({
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
});

/** A value and its unit stay on one line ("0.13–6 mm²"). */
export const factValue = style({
  margin: 0,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.strong,
  whiteSpace: "nowrap",
});

export const factsBlock = style({ display: "grid", gap: vars.space.xsmall, width: "100%" });
