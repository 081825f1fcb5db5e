import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  overflow: "hidden",
  height: "100%",
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderSoft}`,
  transitionProperty: "box-shadow",
  transitionDuration: vars.motion.durationStandard,
  selectors: {
    "&:hover": { boxShadow: vars.shadow.medium },
    "&:focus-within": focusRing,
  },
});

export const body = style({
  display: "grid",
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  alignContent: "start",
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.strong,
});

/** The title link stretches over the whole card so the card is one click target. */
export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:hover": { textDecoration: "underline" },
  },
});

export const text = style({ margin: 0, color: vars.color.textSoft });

export const image = style({ width: "100%", aspectRatio: "16 / 9", objectFit: "cover" });
