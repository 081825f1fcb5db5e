import { style } from "@vanilla-extract/css";
import { vars } from "../themes/vars.css";
import { focusRing } from "./a11y.css";

/** Shared look of form fields: one place so every input lines up. */
export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  minWidth: 0,
  maxWidth: "100%",
});

export const label = style({
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.standard,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxsmall,
});

export const description = style({
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
});

export const error = style({
  display: "flex",
  gap: vars.space.xxsmall,
  alignItems: "flex-start",
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.critical,
});

export const control = style({
  width: "100%",
  minHeight: 44,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.standard,
  outline: "none",
  selectors: {
    "&::placeholder": { color: vars.color.textSoft, opacity: 1 },
    // react-aria's data attributes, and the same states of the browser's own controls.
    "&[data-hovered], &:is(input, select, textarea):hover:enabled": {
      borderColor: vars.color.text,
    },
    "&[data-focus-visible], &[data-focused], &:is(input, select, textarea):focus-visible":
      focusRing,
    "&[data-invalid], &[aria-invalid=true]": { borderColor: vars.color.critical, borderWidth: 2 },
    "&[data-disabled], &:is(input, select, textarea):disabled": {
      backgroundColor: vars.color.neutralSoft,
      color: vars.color.textSoft,
      cursor: "not-allowed",
    },
  },
});

export const textarea = style({ minHeight: 120, resize: "vertical" });

export const popover = style({
  minWidth: "var(--trigger-width)",
  maxWidth: "calc(100vw - 16px)",
  maxHeight: 320,
  overflow: "auto",
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
  // Portalled out of the ThemeRoot, so it doesn't inherit the theme's text settings.
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.standard,
});

export const listBox = style({ outline: "none", padding: vars.space.xxsmall });

export const option = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xsmall,
  minHeight: 40,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused], &[data-hovered]": { backgroundColor: vars.color.neutralSoft },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    "&[data-selected]": { fontWeight: vars.typography.fontWeight.strong },
    "&[data-disabled]": { color: vars.color.textSoft, cursor: "not-allowed" },
  },
});
