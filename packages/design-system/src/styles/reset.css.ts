import { assignVars, globalStyle } from "@vanilla-extract/css";
import { reset } from "../private/layers.css";
import { baseTokens } from "../themes/baseTokens";
import { vars } from "../themes/vars.css";

/*
 * A small global reset. It is a side effect of importing ThemeRoot, so an app
 * that renders a ThemeRoot gets consistent box sizing and margins.
 */
globalStyle("*, *::before, *::after", { "@layer": { [reset]: { boxSizing: "border-box" } } });
globalStyle("html", {
  "@layer": {
    [reset]: {
      WebkitTextSizeAdjust: "100%",
      textSizeAdjust: "100%",
    },
  },
});
// A word longer than its line (a URL, an article number) breaks instead of running out of it.
globalStyle("body", {
  "@layer": { [reset]: { margin: 0, minWidth: 320, overflowWrap: "break-word" } },
});
// German compounds in a large heading ("Datenschutzerklärung", "Hochspannungsprüfgeräte") are
// wider than a phone: hyphenated where the browser knows the page's language, else broken, and
// never widening the layout (`anywhere` also lowers the heading's minimum width).
globalStyle("h1, h2, h3, h4, h5, h6", {
  "@layer": { [reset]: { overflowWrap: "anywhere", hyphens: "auto" } },
});
globalStyle("h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol", {
  "@layer": { [reset]: { margin: 0 } },
});
globalStyle("img, picture, video, canvas, svg", {
  "@layer": { [reset]: { display: "block", maxWidth: "100%" } },
});
globalStyle("input, button, textarea, select", {
  "@layer": { [reset]: { font: "inherit", color: "inherit" } },
});
globalStyle("button", { "@layer": { [reset]: { cursor: "pointer" } } });
globalStyle(":where([hidden])", { "@layer": { [reset]: { display: "none" } } });

// The stacking scale is the same for every brand, so it is also set on the document: an element
// outside any themed tree (an app may render the SkipLink before its first ThemeRoot) still stacks.
globalStyle(":root", { vars: assignVars(vars.zIndex, baseTokens.zIndex) });
