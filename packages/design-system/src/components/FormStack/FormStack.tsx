import type { ReactNode } from "react";
import { cx } from "../../private/cx";
import * as styles from "./FormStack.css";

export interface FormStackProps {
  /** The form's fields and messages (ErrorSummary, TextField, Select, FieldGroup, …), in order. */
  children: ReactNode;
  /** The form's buttons, in a row under the fields (they keep their own width). */
  actions?: ReactNode;
  className?: string;
}

/**
 * The body of a form: its messages and fields one under another with the forms' spacing (the
 * gap of FieldGroup), then its buttons in a row. Put it inside the `<form>`; it adds no
 * semantics of its own. Renders on the server.
 */
export function FormStack({ children, actions, className }: FormStackProps) {
  return (
    <div className={cx(styles.root, className)}>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
