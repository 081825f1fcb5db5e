import { style } from "@vanilla-extract/css";
import { stackList } from "../../private/cardStyles.css";
import { heading } from "../../private/textStyles";
import { vars } from "../../themes/vars.css";

export const root = style({ display: "grid", gap: vars.space.large });

export const group = style({
  display: "grid",
  gap: vars.space.small,
  paddingBottom: vars.space.large,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  selectors: { "&:last-child": { borderBottom: "none", paddingBottom: 0 } },
});

export const groupHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
});

export const groupTitle = style(heading("standard"));

export const list = style(stackList);

export const item = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  gap: vars.space.small,
  alignItems: "start",
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surfaceSoft,
});

export const thumb = style({
  width: 56,
  height: 42,
  objectFit: "contain",
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
});

export const itemBody = style({ display: "grid", gap: vars.space.xsmall, minWidth: 0 });

export const name = style({ margin: 0, fontWeight: vars.typography.fontWeight.medium });

export const itemActions = style({ display: "grid", gap: vars.space.xxsmall, justifyItems: "end" });

export const groupActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.small,
  alignItems: "center",
  justifyContent: "space-between",
});
