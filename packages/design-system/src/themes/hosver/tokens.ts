import { brandTokens } from "../baseTokens";
import type { ThemeTokens } from "../tokens";

/** Hosver theme tokens. Hosver brand orange, darkened for contrast. */
export const tokens: ThemeTokens = brandTokens({
  brandAccent: "#a14300",
  brandAccentHover: "#843700",
  brandAccentActive: "#682b00",
  brandAccentSoft: "#fcede3",
  focus: "#a14300",
});
