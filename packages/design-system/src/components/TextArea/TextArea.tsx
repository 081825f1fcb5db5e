"use client";

import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components";
import { cx } from "../../private/cx";
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  type FieldTextProps,
} from "../../private/FieldParts";
import * as styles from "../../private/field.css";

export interface TextAreaProps extends Omit<AriaTextFieldProps, "children">, FieldTextProps {
  placeholder?: string;
  /** @default 5 */
  rows?: number;
}

/** A multi-line text input with label, description and error message. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 5,
  isInvalid,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(styles.field, typeof className === "string" && className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <AriaTextArea
        className={cx(styles.control, styles.textarea)}
        placeholder={placeholder}
        rows={rows}
      />
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
