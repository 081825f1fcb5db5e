"use client";

import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
} from "react-aria-components";
import { cx } from "../../private/cx";
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  type FieldTextProps,
} from "../../private/FieldParts";
import * as fieldStyles from "../../private/field.css";
import * as styles from "./RadioGroup.css";

export interface RadioOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, "children" | "className">,
    FieldTextProps {
  options: readonly RadioOption[];
  className?: string;
}

/** Pick exactly one of a few options, all visible at once. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  isInvalid,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      validationBehavior="aria"
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            isDisabled={option.isDisabled}
            className={styles.radio}
          >
            <span className={styles.circle} aria-hidden="true" />
            <span>{option.label}</span>
          </Radio>
        ))}
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaRadioGroup>
  );
}
