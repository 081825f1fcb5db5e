import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.medium,
});

export const item = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surfaceSoft,
  borderInlineStart: `4px solid ${vars.color.border}`,
});

/** Customer replies sit on the end side, the service desk's carry the brand accent. */
export const origin = styleVariants({
  customer: { marginInlineStart: vars.space.xlarge, borderInlineStartColor: vars.color.neutral },
  serviceDesk: {
    marginInlineEnd: vars.space.xlarge,
    borderInlineStartColor: vars.color.brandAccent,
  },
  system: { borderInlineStartColor: vars.color.info, backgroundColor: vars.color.infoSoft },
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xsmall,
  fontSize: vars.typography.fontSize.small,
  color: vars.color.textSoft,
  marginBlockEnd: vars.space.xsmall,
});

export const author = style({ fontWeight: 600, color: vars.color.text });

export const text = style({ whiteSpace: "pre-wrap", margin: 0, color: vars.color.text });
