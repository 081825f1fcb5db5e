import { style } from "@vanilla-extract/css";
import { plainList } from "../../private/cardStyles.css";
import { heading, smallSoftText } from "../../private/textStyles";
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

export const candidatesTitle = style(heading("large"));

export const candidateList = style({
  display: "grid",
  gap: vars.space.small,
  gridTemplateColumns: "minmax(0, 1fr)",
  ...plainList,
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

export const candidateMeta = style(smallSoftText);
