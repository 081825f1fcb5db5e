import { globalStyle, style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { plainList } from "../../private/cardStyles.css";
import { heading, overline } from "../../private/textStyles";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gap: vars.space.large,
  maxWidth: vars.contentWidth.medium,
});

export const summary = style({ margin: 0, color: vars.color.textSoft });

export const hits = style({
  display: "grid",
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceSoft,
});

export const hitsTitle = style(heading("standard"));

export const list = style({ display: "grid", gap: vars.space.medium, ...plainList });

export const hit = style({ display: "grid", gap: vars.space.xxsmall });

export const hitType = style(overline);

export const lineage = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxsmall,
  ...plainList,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
});

globalStyle(`${lineage} > li:not(:last-child)::after`, { content: '" ›"', paddingLeft: 4 });

export const record = style({
  position: "relative",
  display: "grid",
  gap: vars.space.xxsmall,
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  selectors: { "&:focus-within": focusRing },
});

/** Beside the text, the thumbnail on the right (narrower on a phone). */
export const recordWithImage = style({
  gridTemplateColumns: "minmax(0, 1fr) 64px",
  columnGap: vars.space.medium,
  alignItems: "start",
  "@media": { "screen and (min-width: 40em)": { gridTemplateColumns: "minmax(0, 1fr) 96px" } },
});

export const recordText = style({ display: "grid", gap: vars.space.xxsmall, minWidth: 0 });

export const thumbnail = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surfaceSoft,
});

/** The result's type and where it sits, above its title. */
export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `0 ${vars.space.xsmall}`,
  margin: 0,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
});

export const type = style({ ...overline, whiteSpace: "nowrap" });

export const trail = style({ overflowWrap: "anywhere" });

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xsmall,
  ...plainList,
});

export const filter = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  minHeight: 40,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: { "&:hover": { borderColor: vars.color.text } },
});

export const filterCurrent = style({
  borderColor: vars.color.text,
  backgroundColor: vars.color.surfaceInverted,
  color: vars.color.textInverted,
  selectors: { "&:hover": { color: vars.color.textInverted } },
});

export const filterCount = style({
  fontSize: vars.typography.fontSize.small,
  fontVariantNumeric: "tabular-nums",
  opacity: 0.8,
});

export const recordTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.strong,
});

export const recordLink = style({
  color: vars.color.link,
  outline: "none",
  selectors: { "&:hover": { color: vars.color.linkHover } },
});

export const description = style({ margin: 0, color: vars.color.text });

globalStyle(`${description} mark`, {
  backgroundColor: vars.color.cautionSoft,
  color: "inherit",
  fontWeight: vars.typography.fontWeight.strong,
  padding: "0 1px",
});

export const url = style({
  margin: 0,
  fontSize: vars.typography.fontSize.small,
  color: vars.color.textSoft,
  overflowWrap: "anywhere",
});
