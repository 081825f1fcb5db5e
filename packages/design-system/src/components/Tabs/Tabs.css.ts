import { style } from "@vanilla-extract/css";
import { scrollsSideways } from "../../private/scrollsSideways.css";
import { vars } from "../../themes/vars.css";

export const list = style({
  display: "flex",
  gap: vars.space.xxsmall,
  ...scrollsSideways,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  scrollbarWidth: "thin",
});

export const trigger = style({
  flexShrink: 0,
  minHeight: 44,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: 0,
  borderBottom: "3px solid transparent",
  background: "none",
  color: vars.color.textSoft,
  fontWeight: vars.typography.fontWeight.medium,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover": { color: vars.color.text, backgroundColor: vars.color.neutralSoft },
    '&[data-state="active"]': {
      color: vars.color.brandAccent,
      borderBottomColor: vars.color.brandAccent,
    },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
    "&[data-disabled]": { color: vars.color.textSoft, cursor: "not-allowed", opacity: 0.6 },
  },
});

export const panel = style({
  paddingBlock: vars.space.medium,
  outline: "none",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
