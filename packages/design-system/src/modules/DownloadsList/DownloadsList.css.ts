import { style } from "@vanilla-extract/css";
import { stackList, stretchedLink, tintCard } from "../../private/cardStyles.css";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gap: vars.space.medium,
  maxWidth: vars.contentWidth.medium,
});

export const list = style(stackList);

export const item = style({
  ...tintCard,
  gap: vars.space.medium,
  alignItems: "center",
  borderRadius: vars.radius.standard,
});

/** Document thumbnails are 128 × 180 (spec §9), shown at half size. */
export const thumbnail = style({
  flexShrink: 0,
  width: 64,
  height: 90,
  objectFit: "cover",
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderSoft}`,
  backgroundColor: vars.color.neutralSoft,
});

export const placeholder = style([
  thumbnail,
  { display: "flex", alignItems: "center", justifyContent: "center", color: vars.color.neutral },
]);

// A title of one long word ("Leistungsbeschreibung") breaks instead of widening the row past a
// 320 px phone: `anywhere` lowers the row's minimum width, which `break-word` does not.
export const body = style({
  display: "grid",
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
  overflowWrap: "anywhere",
  hyphens: "auto",
});

export const link = style({ ...stretchedLink, fontWeight: vars.typography.fontWeight.medium });

export const meta = style({ fontSize: vars.typography.fontSize.small, color: vars.color.textSoft });

export const icon = style({ color: vars.color.brandAccent, flexShrink: 0 });
