"use client";

import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Input,
} from "react-aria-components";
import { cx } from "../../private/cx";
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  type FieldTextProps,
} from "../../private/FieldParts";
import * as fieldStyles from "../../private/field.css";
import { InPageLocale } from "../../private/InPageLocale";
import { type FieldOption, OptionsPopover } from "../../private/options";
import { Icon } from "../Icon/Icon";
import * as styles from "./ComboBox.css";

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<FieldOption>, "children" | "className">,
    FieldTextProps {
  /** The options, e.g. countries or languages, already sorted by the app. */
  items: readonly FieldOption[];
  placeholder?: string;
  /** Accessible name of the button that opens the list, e.g. "Show suggestions". */
  openButtonLabel: string;
  className?: string;
}

/**
 * A text input that filters a long list as the user types (countries,
 * languages). Pass the app's message, e.g. "The current value is invalid,
 * please select a country from the list", as `errorMessage` when the typed
 * text matches no option.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  openButtonLabel,
  isInvalid,
  className,
  ...props
}: ComboBoxProps) {
  return (
    <InPageLocale>
      <AriaComboBox
        validationBehavior="aria"
        menuTrigger="focus"
        defaultItems={items}
        {...props}
        isInvalid={isInvalid || Boolean(errorMessage)}
        className={cx(fieldStyles.field, className)}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <FieldDescription>{description}</FieldDescription>
        <div className={styles.group}>
          <Input className={cx(fieldStyles.control, styles.input)} placeholder={placeholder} />
          <Button className={styles.button} aria-label={openButtonLabel}>
            <Icon name="chevronDown" size={16} />
          </Button>
        </div>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        <OptionsPopover />
      </AriaComboBox>
    </InPageLocale>
  );
}

export type { FieldOption as ComboBoxOption };
