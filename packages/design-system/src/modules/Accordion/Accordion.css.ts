import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const root = style({
  maxWidth: vars.contentWidth.medium,
  borderTop: `1px solid ${vars.color.borderSoft}`,
});

export const item = style({ borderBottom: `1px solid ${vars.color.borderSoft}` });

export const heading = style({ margin: 0 });

export const trigger = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  width: "100%",
  minHeight: 56,
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  border: 0,
  background: "none",
  color: vars.color.text,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.medium,
  textAlign: "start",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceSoft },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.durationStandard}`,
  selectors: { "[data-expanded] &": { transform: "rotate(180deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const panel = style({ padding: `0 ${vars.space.xsmall} ${vars.space.medium}` });
