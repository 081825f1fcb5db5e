import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({ display: "grid", gap: vars.space.large });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.small,
  alignItems: "center",
  justifyContent: "space-between",
});

export const candidates = style({ display: "grid", gap: vars.space.small });

export const candidatesTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.strong,
});

export const candidateList = style({
  display: "grid",
  gap: vars.space.small,
  gridTemplateColumns: "minmax(0, 1fr)",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const candidate = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.borderSoft}`,
});

export const candidateImage = style({
  flexShrink: 0,
  width: 56,
  height: 42,
  objectFit: "contain",
  backgroundColor: vars.color.surfaceSoft,
  borderRadius: vars.radius.small,
});

export const candidateBody = style({ display: "grid", flex: 1, minWidth: 0 });

export const candidateName = style({ margin: 0, fontWeight: vars.typography.fontWeight.medium });

export const candidateMeta = style({
  margin: 0,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
});
