import { brandTokens } from "../baseTokens";
import type { ThemeTokens } from "../tokens";

/** Diit theme tokens. DIIT brand red. */
export const tokens: ThemeTokens = brandTokens({
  brandAccent: "#a3192b",
  brandAccentHover: "#861523",
  brandAccentActive: "#69101b",
  brandAccentSoft: "#fae8ea",
  focus: "#a3192b",
});
