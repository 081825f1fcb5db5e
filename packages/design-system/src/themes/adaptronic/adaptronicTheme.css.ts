import { createTheme } from "@vanilla-extract/css";
import { vars } from "../vars.css";
import { tokens } from "./tokens";

/** Class name that applies the Adaptronic theme to a subtree. */
export const adaptronicTheme = createTheme(vars, tokens, "Adaptronic");
