// The public surface of @wire/design-system. Hand-written on purpose: what is
// not listed here is internal.

// Actions
export { Button, type ButtonProps } from "./components/Button/Button";
// Inputs
export { Checkbox, type CheckboxProps } from "./components/Checkbox/Checkbox";
export { ComboBox, type ComboBoxOption, type ComboBoxProps } from "./components/ComboBox/ComboBox";
export {
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from "./components/ErrorSummary/ErrorSummary";
// Feedback
export {
  FlashMessage,
  type FlashMessageProps,
  type FlashMessageType,
} from "./components/FlashMessage/FlashMessage";
export {
  FormField,
  type FormFieldControlProps,
  type FormFieldProps,
} from "./components/FormField/FormField";
// Icons and typography
export { Icon, type IconProps, type IconSize } from "./components/Icon/Icon";
export type { IconName } from "./components/Icon/iconPaths";
export { IconButton, type IconButtonProps } from "./components/IconButton/IconButton";
export { Link, type LinkProps } from "./components/Link/Link";
export {
  type LinkComponent,
  type LinkComponentProps,
  LinkProvider,
  type LinkProviderProps,
} from "./components/Link/LinkProvider";
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
} from "./components/RadioGroup/RadioGroup";
export { Select, type SelectOption, type SelectProps } from "./components/Select/Select";
export { Spinner, type SpinnerProps } from "./components/Spinner/Spinner";
export { Switch, type SwitchProps } from "./components/Switch/Switch";
export { TextArea, type TextAreaProps } from "./components/TextArea/TextArea";
export { TextField, type TextFieldProps } from "./components/TextField/TextField";
// Themes and tokens
export { resolveThemeName, ThemeRoot, type ThemeRootProps } from "./components/ThemeRoot/ThemeRoot";
export { Heading, type HeadingLevel, type HeadingProps } from "./components/Typography/Heading";
export { Overline, type OverlineProps } from "./components/Typography/Overline";
export { Text, type TextProps } from "./components/Typography/Text";
export { breakpoints, mediaQuery, spinnerTurnMs } from "./themes/baseTokens";
export { contrastRatio } from "./themes/contrast";
export { defaultThemeName, type ThemeName, themeNames, themes } from "./themes/themes";
export { themeTokens } from "./themes/themeTokens";
export type { ColorTokens, ThemeTokens } from "./themes/tokens";
export { vars } from "./themes/vars.css";
