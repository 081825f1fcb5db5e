import { createTheme } from "@vanilla-extract/css";
import { vars } from "../vars.css";
import { tokens } from "./tokens";

/** Class name that applies the Iqc theme to a subtree. */
export const iqcTheme = createTheme(vars, tokens, "Iqc");
