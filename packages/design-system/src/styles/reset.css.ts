import { globalStyle } from "@vanilla-extract/css";

/*
 * A small global reset. It is a side effect of importing ThemeRoot, so an app
 * that renders a ThemeRoot gets consistent box sizing and margins.
 */
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
});
globalStyle("body", { margin: 0, minWidth: 320 });
globalStyle("h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol", { margin: 0 });
globalStyle("img, picture, video, canvas, svg", { display: "block", maxWidth: "100%" });
globalStyle("input, button, textarea, select", { font: "inherit", color: "inherit" });
globalStyle("button", { cursor: "pointer" });
globalStyle(":where([hidden])", { display: "none" });
