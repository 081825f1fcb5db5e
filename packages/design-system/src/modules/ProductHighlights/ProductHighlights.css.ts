import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({ display: "grid", gap: vars.space.large });

export const list = style({
  display: "grid",
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: "none",
  gridTemplateColumns: "1fr",
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const item = style({
  display: "grid",
  gap: vars.space.small,
  alignContent: "start",
  height: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSoft}`,
  backgroundColor: vars.color.surface,
});

export const media = style({ width: "100%", aspectRatio: "16 / 9", objectFit: "cover" });

export const body = style({
  display: "grid",
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.medium} ${vars.space.medium}`,
});

/** An item with neither image nor video gets a coloured edge instead of a picture. */
export const textOnly = style({
  borderTop: `4px solid ${vars.color.brandAccent}`,
  paddingTop: vars.space.medium,
});

export const name = style({
  margin: 0,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.strong,
});

export const short = style({ margin: 0, fontWeight: vars.typography.fontWeight.medium });
