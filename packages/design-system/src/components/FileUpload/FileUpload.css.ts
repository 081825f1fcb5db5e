import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const dropZone = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.xsmall,
  padding: vars.space.large,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
  textAlign: "center",
  color: vars.color.textSoft,
  outline: "none",
  selectors: {
    "&[data-drop-target]": {
      borderColor: vars.color.brandAccent,
      backgroundColor: vars.color.brandAccentSoft,
    },
    "&[data-focus-visible]": focusRing,
  },
});

export const list = style({
  display: "grid",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const file = style({
  display: "grid",
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  border: `1px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.standard,
});

export const fileHeader = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall });

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const track = style({
  height: 6,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutralHover,
  overflow: "hidden",
});

export const fill = style({ height: "100%", backgroundColor: vars.color.brandAccent });
