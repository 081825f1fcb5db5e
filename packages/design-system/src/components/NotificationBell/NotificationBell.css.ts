import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const button = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  border: "none",
  borderRadius: vars.radius.full,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  // The panel's anchor (one bell per page).
  anchorName: "--notification-bell",
  selectors: {
    "&:hover": { backgroundColor: vars.color.neutralSoft },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const badge = style({
  position: "absolute",
  insetBlockStart: 2,
  insetInlineEnd: 2,
  minWidth: 18,
  height: 18,
  paddingInline: 4,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.critical,
  color: vars.color.textInverted,
  fontSize: 11,
  lineHeight: "18px",
  fontWeight: 700,
  textAlign: "center",
});

export const popover = style({
  // A popover sits in the top layer, centred by the browser: reset, then
  // place it under the bell, its end edge on the bell's end edge. Browsers
  // without anchor positioning put it under the header at the page's end.
  position: "fixed",
  inset: "auto",
  insetBlockStart: 64,
  insetInlineEnd: vars.space.medium,
  margin: 0,
  padding: vars.space.medium,
  width: "min(24rem, calc(100vw - 2rem))",
  maxHeight: "70vh",
  overflowY: "auto",
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  border: `1px solid ${vars.color.borderSoft}`,
  zIndex: vars.zIndex.headerMenu,
  "@supports": {
    "(position-area: block-end)": {
      positionAnchor: "--notification-bell",
      positionArea: "block-end span-inline-start",
      positionTryFallbacks: "flip-inline",
      insetBlockStart: "auto",
      insetInlineEnd: "auto",
      marginBlockStart: 4,
    },
  },
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.strong,
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xsmall,
});

export const item = style({
  display: "block",
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.neutralSoft },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}` },
  },
});

export const unread = style({
  borderInlineStart: `3px solid ${vars.color.brandAccent}`,
  backgroundColor: vars.color.brandAccentSoft,
});

export const itemTitle = style({ display: "block", fontWeight: 600 });

export const itemMeta = style({
  display: "block",
  fontSize: vars.typography.fontSize.small,
  color: vars.color.textSoft,
});

export const footer = style({ marginBlockStart: vars.space.small });
