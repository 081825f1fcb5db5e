import { createTheme } from "@vanilla-extract/css";
import { vars } from "../vars.css";
import { tokens } from "./tokens";

/** Class name that applies the Copper theme to a subtree. */
export const copperTheme = createTheme(vars, tokens, "Copper");
