import { style } from "@vanilla-extract/css";
import { vars } from "../themes/vars.css";
import { scrollsSideways } from "./scrollsSideways.css";

export const thumbs = style({
  display: "flex",
  justifyContent: "center",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
  ...scrollsSideways,
});

export const thumbButton = style({
  display: "block",
  padding: 0,
  border: "2px solid transparent",
  borderRadius: vars.radius.standard,
  backgroundColor: "transparent",
  opacity: 0.7,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover": { opacity: 1 },
    "&:focus-visible": { outline: "3px solid #ffffff", outlineOffset: 2 },
    '&[aria-current="true"]': { borderColor: "#ffffff", opacity: 1 },
  },
});

export const thumb = style({
  width: 80,
  height: 60,
  objectFit: "cover",
  borderRadius: vars.radius.small,
});
