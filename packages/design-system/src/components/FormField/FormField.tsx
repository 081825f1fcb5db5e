import { type ReactNode, useId } from "react";
import { cx } from "../../private/cx";
import * as styles from "../../private/field.css";
import { Icon } from "../Icon/Icon";

/** Attributes to spread on the control inside a FormField. */
export interface FormFieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Marks the field invalid and shows this message. */
  errorMessage?: ReactNode;
  /** Shows the asterisk and sets `aria-required` on the control. */
  isRequired?: boolean;
  /** Overrides the generated id of the control (e.g. to link an error summary to it). */
  id?: string;
  /** Renders the control with the ids and ARIA attributes that connect it to the label and texts. */
  children: (control: FormFieldControlProps) => ReactNode;
  className?: string;
}

/**
 * Label, description, required asterisk and error message around any control
 * that isn't one of the ready-made fields (e.g. a file upload). The built-in
 * fields (TextField, Select, …) already include all of this.
 */
export function FormField({
  label,
  description,
  errorMessage,
  isRequired = false,
  id,
  children,
  className,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {children({
        id: controlId,
        "aria-describedby":
          cx(description ? descriptionId : undefined, errorMessage ? errorId : undefined) ||
          undefined,
        "aria-invalid": errorMessage ? true : undefined,
        "aria-required": isRequired ? true : undefined,
      })}
      {errorMessage ? (
        <span id={errorId} className={styles.error}>
          <Icon name="critical" size={16} />
          <span>{errorMessage}</span>
        </span>
      ) : null}
    </div>
  );
}
