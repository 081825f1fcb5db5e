import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.medium,
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
});

export const tile = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  height: "100%",
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.borderSoft}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const top = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
});

export const icon = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandAccentSoft,
  color: vars.color.brandAccent,
});

export const description = style({ flexGrow: 1, color: vars.color.textSoft });

export const action = style({ marginBlockStart: "auto" });
