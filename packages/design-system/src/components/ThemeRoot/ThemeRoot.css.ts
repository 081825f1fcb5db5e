import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";
// The reset comes with the class every themed tree uses. A bare `import "reset.css"` from the
// component was dropped by the app's bundler (the package marks only `*.css` as side effects),
// so pages shipped without it: 8 px body margins, content-box sizing, buttons in the UA font.
import "../../styles/reset.css";

export const root = style({
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.standard,
  WebkitFontSmoothing: "antialiased",
});
