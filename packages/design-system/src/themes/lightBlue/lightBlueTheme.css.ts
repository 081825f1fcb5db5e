import { createTheme } from "@vanilla-extract/css";
import { vars } from "../vars.css";
import { tokens } from "./tokens";

/** Class name that applies the Light_Blue theme to a subtree. */
export const lightBlueTheme = createTheme(vars, tokens, "Light_Blue");
