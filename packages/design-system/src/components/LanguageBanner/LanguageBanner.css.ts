import { style } from "@vanilla-extract/css";
import { hovered, pressed } from "../../private/interactionSelectors";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  backgroundColor: vars.color.surfaceInverted,
  color: vars.color.textInverted,
  "@media": { [mediaQuery.tablet]: { flexWrap: "nowrap", paddingInline: vars.space.gutter } },
});

export const text = style({
  flex: "1 1 240px",
  display: "flex",
  gap: vars.space.xsmall,
  alignItems: "center",
});

export const actions = style({ display: "flex", gap: vars.space.xsmall, alignItems: "center" });

export const switchLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: vars.typography.fontWeight.medium,
  outline: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.neutralSoft },
    "&:focus-visible": { outline: `3px solid ${vars.color.surface}`, outlineOffset: 2 },
  },
});

export const close = style({
  color: vars.color.textInverted,
  selectors: {
    [hovered]: { backgroundColor: "rgba(255, 255, 255, 0.16)" },
    [pressed]: { backgroundColor: "rgba(255, 255, 255, 0.24)" },
    "&:focus-visible": { outlineColor: vars.color.surface },
  },
});
