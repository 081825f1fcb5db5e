import type { ChangeEvent, InputHTMLAttributes } from "react";
import { cx } from "../../private/cx";
import * as fieldStyles from "../../private/field.css";
import { NativeField } from "../../private/NativeField";
import * as styles from "./FileField.css";

export interface FileFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    | "type"
    | "children"
    | "className"
    | "onChange"
    | "required"
    | "disabled"
    | "readOnly"
    | "value"
    | "defaultValue"
    | "checked"
    | "defaultChecked"
    | "placeholder"
  > {
  label: string;
  /** The form field's name: the file is posted under it. */
  name: string;
  id?: string;
  /** File types to offer, e.g. `".xlf,.xliff"` or `"image/*"`: a hint to the picker, not a check. */
  accept?: string;
  description?: string;
  /** Marks the input invalid and shows this message. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Lets the user choose more than one file. */
  multiple?: boolean;
  /** Called with the chosen files (empty when the choice is cleared). */
  onChange?: (files: File[]) => void;
  className?: string;
}

/**
 * Choose a file for a form: the browser's own `<input type="file">` in the
 * fields' frame, so a form (with `encType="multipart/form-data"`) posts the
 * file before any script loads and costs none. `isRequired` marks it for
 * assistive technology without the browser's validation bubble: the form's
 * messages come from the server. For uploads with progress, drop and
 * per-file errors, use FileUpload.
 */
export function FileField({
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  onChange,
  className,
  id,
  ...props
}: FileFieldProps) {
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
        <input
          {...props}
          {...control}
          type="file"
          disabled={isDisabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            onChange?.(Array.from(event.currentTarget.files ?? []))
          }
          className={cx(fieldStyles.control, styles.input)}
        />
      )}
    </NativeField>
  );
}
