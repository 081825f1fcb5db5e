import { createTheme } from "@vanilla-extract/css";
import { vars } from "../vars.css";
import { tokens } from "./tokens";

/** Class name that applies the Hosver theme to a subtree. */
export const hosverTheme = createTheme(vars, tokens, "Hosver");
