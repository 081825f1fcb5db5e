import { style } from "@vanilla-extract/css";
import * as fieldStyles from "../../private/field.css";
import { vars } from "../../themes/vars.css";

/**
 * The browser's fieldset, without its default border and padding: a top rule
 * separates the section from what comes before, and a margin from what follows.
 * `display` is left to the browser so the `hidden` attribute keeps working.
 */
export const root = style({
  minWidth: 0,
  margin: `0 0 ${vars.space.xlarge}`,
  padding: `${vars.space.medium} 0 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.borderSoft}`,
  color: vars.color.text,
  selectors: { "&[hidden]": { display: "none" } },
});

/**
 * A field label's look, one size up. Floated full width (as Bootstrap's reboot
 * does) so the browser doesn't draw it inside the top border: a floated legend
 * sits in the normal flow under the rule, and still names the group.
 */
export const legend = style([
  fieldStyles.label,
  {
    float: "left",
    width: "100%",
    margin: 0,
    padding: 0,
    fontSize: vars.typography.fontSize.large,
    lineHeight: vars.typography.lineHeight.large,
  },
]);

export const description = style([
  fieldStyles.description,
  {
    clear: "both",
    margin: 0,
    selectors: { [`${legend} + &`]: { paddingTop: vars.space.xxsmall } },
  },
]);

/**
 * The fields, spaced as the forms space them (PasswordGate, FilterBar).
 * Padding, not margin, below the legend: a margin of an element that clears
 * the floated legend is swallowed by the clearance.
 */
export const fields = style({
  clear: "both",
  display: "grid",
  gap: vars.space.medium,
  selectors: {
    [`${legend} ~ &, ${description} ~ &`]: { paddingTop: vars.space.medium },
  },
});
