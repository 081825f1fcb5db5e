import { brandTokens } from "../baseTokens";
import type { ThemeTokens } from "../tokens";

/** Copper theme tokens. Warm copper accent. */
export const tokens: ThemeTokens = brandTokens({
  brandAccent: "#8c4a1e",
  brandAccentHover: "#733d19",
  brandAccentActive: "#5a3014",
  brandAccentSoft: "#f8ede6",
  focus: "#8c4a1e",
});
