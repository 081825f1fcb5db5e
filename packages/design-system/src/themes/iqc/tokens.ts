import { brandTokens } from "../baseTokens";
import type { ThemeTokens } from "../tokens";

/** Iqc theme tokens. IQC brand purple. */
export const tokens: ThemeTokens = brandTokens({
  brandAccent: "#5b2c8a",
  brandAccentHover: "#4a2471",
  brandAccentActive: "#3a1c59",
  brandAccentSoft: "#f1ebf7",
  focus: "#5b2c8a",
});
