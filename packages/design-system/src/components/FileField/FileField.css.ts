import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

/**
 * The file input in the fields' frame (`field.css` `control`): less padding
 * so the browser's button, a small secondary Button, fits the 44 px field.
 */
export const input = style({
  paddingBlock: vars.space.xxsmall,
  paddingInlineStart: vars.space.xxsmall,
  cursor: "pointer",
  selectors: {
    "&:disabled": { cursor: "not-allowed" },
    // The browser's "Choose file" button, in a small secondary Button's look (Button.css).
    "&::file-selector-button": {
      minHeight: 32,
      marginInlineEnd: vars.space.small,
      paddingInline: vars.space.small,
      border: `2px solid ${vars.color.brandAccent}`,
      borderRadius: vars.radius.standard,
      backgroundColor: vars.color.surface,
      color: vars.color.brandAccent,
      fontFamily: vars.typography.fontFamily.body,
      fontSize: vars.typography.fontSize.small,
      lineHeight: vars.typography.lineHeight.small,
      fontWeight: vars.typography.fontWeight.medium,
      cursor: "pointer",
      transitionProperty: "background-color, border-color, color",
      transitionDuration: vars.motion.durationFast,
      transitionTimingFunction: vars.motion.easing,
    },
    "&:hover:enabled::file-selector-button": { backgroundColor: vars.color.brandAccentSoft },
    "&:active:enabled::file-selector-button": {
      backgroundColor: vars.color.brandAccentSoft,
      borderColor: vars.color.brandAccentActive,
      color: vars.color.brandAccentActive,
    },
    "&:disabled::file-selector-button": { cursor: "not-allowed", opacity: 0.55 },
  },
});
