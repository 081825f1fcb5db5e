import { tokens as adaptronic } from "./adaptronic/tokens";
import { tokens as cirris } from "./cirris/tokens";
import { tokens as copper } from "./copper/tokens";
import { tokens as defaultTokens } from "./default/tokens";
import { tokens as diit } from "./diit/tokens";
import { tokens as hosver } from "./hosver/tokens";
import { tokens as iqc } from "./iqc/tokens";
import { tokens as lightBlue } from "./lightBlue/tokens";
import type { ThemeName } from "./themes";
import type { ThemeTokens } from "./tokens";

/** Plain token data of every theme, for docs and contrast checks. */
export const themeTokens: Record<ThemeName, ThemeTokens> = {
  Default: defaultTokens,
  Copper: copper,
  Light_Blue: lightBlue,
  Iqc: iqc,
  Adaptronic: adaptronic,
  Cirris: cirris,
  Diit: diit,
  Hosver: hosver,
};
