import { createContainer, style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

const layout = createContainer();

/** Wide enough for the lines' table beside a summary: the layout's own width, not the screen's. */
const besideQuery = "(min-width: 64rem)";

export const root = style({ containerName: layout, containerType: "inline-size" });

export const grid = style({
  display: "grid",
  gap: vars.space.large,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@container": {
    [`${layout} ${besideQuery}`]: { gridTemplateColumns: "minmax(0, 1fr) minmax(16rem, 20rem)" },
  },
});

/** Without a summary the lines take the whole width. */
export const single = style({
  "@container": { [`${layout} ${besideQuery}`]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const main = style({ display: "grid", gap: vars.space.large, minWidth: 0 });

export const summary = style({
  minWidth: 0,
  "@container": {
    [`${layout} ${besideQuery}`]: { position: "sticky", top: vars.space.medium },
  },
});
