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
