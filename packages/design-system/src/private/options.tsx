"use client";

import { ListBox, ListBoxItem, Popover } from "react-aria-components";
import { Icon } from "../components/Icon/Icon";
import { useThemeClass } from "../components/ThemeRoot/ThemeContext";
import { cx } from "./cx";
import * as styles from "./field.css";

/** One choice in a Select or ComboBox. */
export interface FieldOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

/**
 * The popover list shared by Select and ComboBox. ComboBox passes no items:
 * its ListBox renders the filtered collection it gets from the ComboBox.
 */
export function OptionsPopover({ items }: { items?: readonly FieldOption[] }) {
  const themeClass = useThemeClass();
  return (
    <Popover className={cx(themeClass, styles.popover)} offset={4}>
      <ListBox<FieldOption> className={styles.listBox} items={items}>
        {(item) => (
          <ListBoxItem
            id={item.id}
            textValue={item.label}
            isDisabled={item.isDisabled}
            className={styles.option}
          >
            {({ isSelected }) => (
              <>
                <span>{item.label}</span>
                {isSelected ? <Icon name="check" size={16} /> : null}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
