import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "../themes/vars.css";

/*
 * Style objects, not classes (a plain module, since a `.css.ts` file may not
 * export functions): each component spreads them into its own
 * `style()`, so its class and the CSS it emits stay what they were.
 */

/**
 * A strong, margin-less title in one of the type scale's sizes (card, panel and dialog titles).
 *
 * @example style({ ...heading("large"), overflowWrap: "break-word" })
 */
export function heading(size: "standard" | "large") {
  return {
    margin: 0,
    fontSize: vars.typography.fontSize[size],
    lineHeight: vars.typography.lineHeight[size],
    fontWeight: vars.typography.fontWeight.strong,
  } as const satisfies StyleRule;
}

/** The small uppercase line above a title: a product's brand, a search hit's type. */
export const overline = {
  fontSize: vars.typography.fontSize.xsmall,
  lineHeight: vars.typography.lineHeight.xsmall,
  letterSpacing: vars.typography.letterSpacing.overline,
  textTransform: "uppercase",
  fontWeight: vars.typography.fontWeight.strong,
  color: vars.color.textSoft,
} as const satisfies StyleRule;

/** Small, soft secondary text under a title (meta lines, counts). */
export const smallSoftText = {
  margin: 0,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
} as const satisfies StyleRule;
