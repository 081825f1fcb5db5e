import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space.xsmall,
  minHeight: 24,
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&[data-disabled]": { cursor: "not-allowed", color: vars.color.textSoft } },
});

export const box = style({
  flexShrink: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: 24,
  height: 24,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.onBrandAccent,
  selectors: {
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
    },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${root}[data-hovered]:not([data-selected]) &`]: { borderColor: vars.color.text },
  },
});

export const wrapper = style({ display: "flex", flexDirection: "column", gap: vars.space.xxsmall });
