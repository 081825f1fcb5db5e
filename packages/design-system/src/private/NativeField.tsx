import { type ReactNode, useId } from "react";
import { Icon } from "../components/Icon/Icon";
import { cx } from "./cx";
import * as styles from "./field.css";

/** What a native control needs from its field: its id and the ids that describe it. */
export interface NativeControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

/**
 * Label, hint and error around one of the browser's own controls, linked by
 * ids (`for`, `aria-describedby`, `aria-invalid`) instead of react-aria's
 * context: it renders on the server and ships no script. The fields that
 * need none of react-aria's behaviour (NativeSelect, SearchInput, TextArea)
 * share it, so they look and read like the react-aria fields.
 */
export function NativeField({
  id,
  label,
  description,
  errorMessage,
  isRequired,
  className,
  children,
}: {
  id?: string | undefined;
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isRequired?: boolean | undefined;
  className?: string | undefined;
  children: (control: NativeControlProps) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}description` : undefined;
  const errorId = errorMessage ? `${controlId}error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ");
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
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(errorMessage ? { "aria-invalid": true } : {}),
        ...(isRequired ? { "aria-required": true } : {}),
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
