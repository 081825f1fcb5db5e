import { type SelectHTMLAttributes, useId } from "react";
import { cx } from "../../private/cx";
import * as fieldStyles from "../../private/field.css";
import type { FieldOption } from "../../private/options";
import { Icon } from "../Icon/Icon";
import * as styles from "./NativeSelect.css";

export interface NativeSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children" | "multiple"> {
  label: string;
  description?: string;
  items: readonly FieldOption[];
}

/**
 * The browser's own `<select>` in the fields' look. For forms that must work
 * before any script loads and cost none (a list's filters, submitted as a
 * GET form): the platform gives keyboard, touch and screen-reader support.
 * Where options need rich content or a custom popover, use Select.
 */
export function NativeSelect({
  label,
  description,
  items,
  className,
  id,
  ...props
}: NativeSelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const descriptionId = `${selectId}description`;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      <div className={styles.wrapper}>
        <select
          {...props}
          id={selectId}
          aria-describedby={description ? descriptionId : undefined}
          className={cx(fieldStyles.control, styles.select)}
        >
          {items.map((item) => (
            <option key={item.id} value={item.id} disabled={item.isDisabled}>
              {item.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </div>
    </div>
  );
}

export type { FieldOption as NativeSelectOption };
