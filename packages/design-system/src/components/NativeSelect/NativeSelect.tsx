import type { SelectHTMLAttributes } from "react";
import { cx } from "../../private/cx";
import * as fieldStyles from "../../private/field.css";
import { NativeField } from "../../private/NativeField";
import type { FieldOption } from "../../private/options";
import { Icon } from "../Icon/Icon";
import * as styles from "./NativeSelect.css";

export interface NativeSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children" | "multiple"> {
  label: string;
  description?: string;
  errorMessage?: string;
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
  errorMessage,
  items,
  className,
  id,
  required,
  ...props
}: NativeSelectProps) {
  return (
    <NativeField
      id={id}
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={required}
      className={className}
    >
      {(control) => (
        <div className={styles.wrapper}>
          <select
            {...props}
            {...control}
            required={required}
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
      )}
    </NativeField>
  );
}

export type { FieldOption as NativeSelectOption };
