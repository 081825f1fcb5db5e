import { brandTokens } from "../baseTokens";
import type { ThemeTokens } from "../tokens";

/** Adaptronic theme tokens. Adaptronic brand green. */
export const tokens: ThemeTokens = brandTokens({
  brandAccent: "#006450",
  brandAccentHover: "#005142",
  brandAccentActive: "#003f33",
  brandAccentSoft: "#e3f3ef",
  focus: "#006450",
});
