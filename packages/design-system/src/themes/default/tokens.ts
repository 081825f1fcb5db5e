import { brandTokens } from "../baseTokens";
import type { ThemeTokens } from "../tokens";

/** Default theme tokens. The WIRE group corporate look. */
export const tokens: ThemeTokens = brandTokens({
  brandAccent: "#0b4f9c",
  brandAccentHover: "#093f7d",
  brandAccentActive: "#07305f",
  brandAccentSoft: "#e8f0f9",
  focus: "#0b4f9c",
});
