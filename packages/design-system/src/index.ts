// The public surface of @wire/design-system. Hand-written on purpose: what is
// not listed here is internal.

export type { ButtonProps } from "./components/Button/Button";
export { Button } from "./components/Button/Button";
export type { SpinnerProps } from "./components/Spinner/Spinner";
export { Spinner } from "./components/Spinner/Spinner";
export type { ThemeRootProps } from "./components/ThemeRoot/ThemeRoot";
export { resolveThemeName, ThemeRoot } from "./components/ThemeRoot/ThemeRoot";
export type { HeadingLevel, HeadingProps } from "./components/Typography/Heading";
export { Heading } from "./components/Typography/Heading";
export type { OverlineProps } from "./components/Typography/Overline";
export { Overline } from "./components/Typography/Overline";
export type { TextProps } from "./components/Typography/Text";
export { Text } from "./components/Typography/Text";
export { breakpoints, mediaQuery, spinnerTurnMs } from "./themes/baseTokens";
export type { ThemeName } from "./themes/themes";
export { defaultThemeName, themeNames, themes } from "./themes/themes";
export { themeTokens } from "./themes/themeTokens";
export type { ColorTokens, ThemeTokens } from "./themes/tokens";
export { vars } from "./themes/vars.css";
