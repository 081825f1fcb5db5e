import { type InputHTMLAttributes, useId } from "react";
import { cx } from "../../private/cx";
import * as fieldStyles from "../../private/field.css";
import * as styles from "./SearchInput.css";

export interface SearchInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  label: string;
  description?: string;
}

/**
 * A labelled `<input type="search">` in the fields' look, with no script:
 * for search and filter forms submitted as GET forms, which work before the
 * page hydrates. Forms that validate as you type use TextField; the site's
 * search with suggestions uses SearchField.
 */
export function SearchInput({ label, description, className, id, ...props }: SearchInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = `${inputId}description`;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      <input
        {...props}
        id={inputId}
        type="search"
        aria-describedby={description ? descriptionId : undefined}
        className={cx(fieldStyles.control, styles.input)}
      />
    </div>
  );
}
