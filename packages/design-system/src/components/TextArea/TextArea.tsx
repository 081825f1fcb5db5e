import type { ChangeEvent, TextareaHTMLAttributes } from "react";
import { cx } from "../../private/cx";
import type { FieldTextProps } from "../../private/FieldParts";
import * as styles from "../../private/field.css";
import { NativeField } from "../../private/NativeField";

export interface TextAreaProps
  extends Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      "children" | "className" | "onChange" | "required" | "disabled" | "readOnly"
    >,
    FieldTextProps {
  /** @default 5 */
  rows?: number;
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Called with the new text. */
  onChange?: (value: string) => void;
  className?: string;
}

/**
 * A multi-line text input with label, description and error message: the
 * browser's own `<textarea>`, so a comment or contact form renders on the
 * server and costs no script (react-aria's TextField was most of a ticket
 * page's). `isRequired` marks it for assistive technology without the
 * browser's own validation bubble: the form's messages come from the server.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  rows = 5,
  isRequired,
  isInvalid,
  isDisabled,
  isReadOnly,
  onChange,
  className,
  id,
  ...props
}: TextAreaProps) {
  return (
    <NativeField
      id={id}
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      className={className}
    >
      {(control) => (
        <textarea
          {...props}
          {...control}
          {...(isInvalid ? { "aria-invalid": true } : {})}
          rows={rows}
          disabled={isDisabled}
          readOnly={isReadOnly}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange?.(event.target.value)}
          className={cx(styles.control, styles.textarea)}
        />
      )}
    </NativeField>
  );
}
