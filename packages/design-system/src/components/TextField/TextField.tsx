"use client";

import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from "react-aria-components";
import { cx } from "../../private/cx";
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  type FieldTextProps,
} from "../../private/FieldParts";
import * as styles from "../../private/field.css";
import { useKeptEarlyValue } from "../../private/useKeptEarlyValue";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "children">, FieldTextProps {
  placeholder?: string;
}

/**
 * A single-line text input with label, description and error message. Uncontrolled, it keeps
 * what was typed into it before the page hydrated (`useKeptEarlyValue`).
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  className,
  defaultValue,
  ...props
}: TextFieldProps) {
  const kept = useKeptEarlyValue({
    value: props.value,
    defaultValue,
    onChange: props.onChange,
  });
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      {...kept.props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(styles.field, typeof className === "string" && className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <Input ref={kept.ref} className={styles.control} placeholder={placeholder} />
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
