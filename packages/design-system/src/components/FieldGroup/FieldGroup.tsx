import { type ReactNode, useId } from "react";
import { cx } from "../../private/cx";
import * as styles from "./FieldGroup.css";

export interface FieldGroupProps {
  /** The group's visible heading; it also names the group for screen readers. */
  legend?: ReactNode;
  /** A hint under the legend, read with the group (`aria-describedby`). */
  description?: ReactNode;
  /** The form fields of the group (TextField, Checkbox, …). */
  children: ReactNode;
  /** The fieldset's id; the description's id is derived from it. */
  id?: string;
  /** Hides the whole group, e.g. until a choice elsewhere in the form needs it. @default false */
  hidden?: boolean;
  className?: string;
}

/**
 * A section of a form: the browser's `<fieldset>` with an optional legend and
 * description, spacing its fields as forms do. Renders on the server. With
 * neither legend nor description it only spaces its fields: a `<div>`, since
 * a fieldset is a group, and screen readers announce an unnamed group as
 * "group" with nothing to say what it holds (WCAG technique H71).
 */
export function FieldGroup({
  legend,
  description,
  children,
  id,
  hidden = false,
  className,
}: FieldGroupProps) {
  const generated = useId();
  const descriptionId = `${id ?? generated}-description`;
  const Root = legend || description ? "fieldset" : "div";
  return (
    <Root
      id={id}
      hidden={hidden || undefined}
      aria-describedby={description ? descriptionId : undefined}
      className={cx(styles.root, className)}
    >
      {legend ? <legend className={styles.legend}>{legend}</legend> : null}
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <div className={styles.fields}>{children}</div>
    </Root>
  );
}
