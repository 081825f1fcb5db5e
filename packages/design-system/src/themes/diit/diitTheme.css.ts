import { createTheme } from "@vanilla-extract/css";
import { vars } from "../vars.css";
import { tokens } from "./tokens";

/** Class name that applies the Diit theme to a subtree. */
export const diitTheme = createTheme(vars, tokens, "Diit");
