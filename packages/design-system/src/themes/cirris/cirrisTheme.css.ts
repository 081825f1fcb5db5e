import { createTheme } from "@vanilla-extract/css";
import { vars } from "../vars.css";
import { tokens } from "./tokens";

/** Class name that applies the Cirris theme to a subtree. */
export const cirrisTheme = createTheme(vars, tokens, "Cirris");
