import { brandTokens } from "../baseTokens";
import type { ThemeTokens } from "../tokens";

/** Cirris theme tokens. Cirris brand teal. */
export const tokens: ThemeTokens = brandTokens({
  brandAccent: "#00626b",
  brandAccentHover: "#00505a",
  brandAccentActive: "#003f47",
  brandAccentSoft: "#e2f2f3",
  focus: "#00626b",
});
