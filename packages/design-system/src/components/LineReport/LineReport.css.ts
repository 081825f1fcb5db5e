import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

/** The live region itself takes no room while it is empty. */
export const region = style({ minWidth: 0 });

export const panel = style({
  display: "grid",
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  borderInlineStart: "4px solid",
  color: vars.color.text,
});

export const caution = style({
  borderColor: vars.color.caution,
  backgroundColor: vars.color.cautionSoft,
});

export const positive = style({
  borderColor: vars.color.positive,
  backgroundColor: vars.color.positiveSoft,
});

const line = {
  display: "flex",
  gap: vars.space.xsmall,
  alignItems: "center",
  margin: 0,
} as const;

export const summary = style({ ...line, color: vars.color.positive });

/** The summary inside a caution: what was added, in the text's colour, without the tick. */
export const summaryPlain = style({ ...line, color: vars.color.text });

export const title = style({
  ...line,
  fontWeight: vars.typography.fontWeight.strong,
  color: vars.color.caution,
});

export const list = style({
  display: "grid",
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  overflowWrap: "anywhere",
});
