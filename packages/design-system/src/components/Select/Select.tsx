"use client";

import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  SelectValue,
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
import * as styles from "./Select.css";

export interface SelectProps
  extends Omit<AriaSelectProps<FieldOption>, "children" | "className">,
    FieldTextProps {
  items: readonly FieldOption[];
  className?: string;
}

/** Pick one option from a short list. For long lists with search, use ComboBox. */
export function Select({
  label,
  description,
  errorMessage,
  items,
  isInvalid,
  className,
  ...props
}: SelectProps) {
  return (
    <InPageLocale>
      <AriaSelect
        validationBehavior="aria"
        {...props}
        isInvalid={isInvalid || Boolean(errorMessage)}
        className={cx(fieldStyles.field, className)}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <FieldDescription>{description}</FieldDescription>
        <Button className={cx(fieldStyles.control, styles.trigger)}>
          <SelectValue className={styles.value} />
          <Icon name="chevronDown" size={16} />
        </Button>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        <OptionsPopover items={items} />
      </AriaSelect>
    </InPageLocale>
  );
}

export type { FieldOption as SelectOption };
