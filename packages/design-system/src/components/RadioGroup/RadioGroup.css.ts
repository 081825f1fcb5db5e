import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const options = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  selectors: { '[data-orientation="horizontal"] > &': { flexDirection: "row", flexWrap: "wrap" } },
});

export const radio = style({
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space.xsmall,
  minHeight: 24,
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&[data-disabled]": { cursor: "not-allowed", color: vars.color.textSoft } },
});

export const circle = style({
  flexShrink: 0,
  width: 24,
  height: 24,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.brandAccent,
      borderWidth: 7,
    },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${radio}[data-hovered]:not([data-selected]) &`]: { borderColor: vars.color.text },
  },
});
