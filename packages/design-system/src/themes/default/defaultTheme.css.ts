import { createTheme } from "@vanilla-extract/css";
import { vars } from "../vars.css";
import { tokens } from "./tokens";

/** Class name that applies the Default theme to a subtree. */
export const defaultTheme = createTheme(vars, tokens, "Default");
