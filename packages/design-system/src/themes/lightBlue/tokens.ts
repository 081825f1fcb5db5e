import { brandTokens } from "../baseTokens";
import type { ThemeTokens } from "../tokens";

/** Light_Blue theme tokens. Light blue accent, darkened until white text on it passes 4.5:1. */
export const tokens: ThemeTokens = brandTokens({
  brandAccent: "#00669e",
  brandAccentHover: "#00547f",
  brandAccentActive: "#004266",
  brandAccentSoft: "#e5f2f9",
  focus: "#00669e",
});
