import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const trigger = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xsmall,
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    // An invalid select looks like an invalid text field (issue 42): react-aria marks the
    // select, not its trigger, so the field's own invalid rule does not reach the trigger.
    "[data-invalid] > &": { borderColor: vars.color.critical, borderWidth: 2 },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { "&[data-placeholder]": { color: vars.color.textSoft } },
});
