import { fontFace, globalStyle, style } from "@vanilla-extract/css";
import { reset } from "../private/layers.css";
import { vars } from "./vars.css";

/**
 * The cut (condensed) heading face of sites with `enableCutFont` (spec §3).
 * No file is downloaded: the face is whichever condensed font the device
 * has, so nothing is fetched from the network. A site that licenses its own
 * font can self-host it by adding a `url()` in front of these sources.
 */
const cutFace = fontFace([
  {
    src: 'local("Barlow Condensed SemiBold"), local("BarlowCondensed-SemiBold"), local("Roboto Condensed Bold"), local("RobotoCondensed-Bold"), local("Arial Narrow Bold"), local("ArialNarrow-Bold"), local("DejaVu Sans Condensed Bold"), local("DejaVuSansCondensed-Bold")',
    fontWeight: "600 800",
    fontDisplay: "swap",
  },
  {
    src: 'local("Barlow Condensed"), local("BarlowCondensed-Regular"), local("Roboto Condensed"), local("RobotoCondensed-Regular"), local("Arial Narrow"), local("ArialNarrow"), local("DejaVu Sans Condensed"), local("DejaVuSansCondensed")',
    fontWeight: "100 500",
    fontDisplay: "swap",
  },
]);

/** The heading font stack with the cut face first. */
export const cutFontFamily = `${cutFace}, "Barlow Condensed", "Roboto Condensed", "Arial Narrow", sans-serif-condensed, system-ui, sans-serif`;

/**
 * Switches headings below it to the cut font: it overrides the heading font
 * variable (doubled class so it wins over any theme class on the same
 * element, whatever order the CSS loads in) and gives plain h1–h6 that font.
 */
export const cutFont = style({
  selectors: {
    "&&": {
      vars: { [vars.typography.fontFamily.heading]: cutFontFamily },
      fontStretch: "condensed",
    },
  },
});

globalStyle(`${cutFont} :is(h1, h2, h3, h4, h5, h6)`, {
  "@layer": { [reset]: { fontFamily: vars.typography.fontFamily.heading } },
});
