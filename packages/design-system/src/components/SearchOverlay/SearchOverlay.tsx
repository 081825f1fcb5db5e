"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { cx } from "../../private/cx";
import { useReturnFocus } from "../../private/useReturnFocus";
import { IconButton } from "../IconButton/IconButton";
import { SearchField, type SearchFieldProps } from "../SearchField/SearchField";
import { useThemeClass } from "../ThemeRoot/ThemeContext";
import * as styles from "./SearchOverlay.css";

export interface SearchOverlayProps extends Omit<SearchFieldProps, "className"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The overlay's title, e.g. "Search". */
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
}

/**
 * The header's search entry: a sheet from the top with the search field and
 * its suggestions, opened by the Header's search button (`onSearch`). Focus
 * goes to the field; Escape or the close button returns it to the button.
 */
export function SearchOverlay({
  open,
  onOpenChange,
  title,
  closeLabel,
  ...field
}: SearchOverlayProps) {
  const themeClass = useThemeClass();
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={cx(themeClass, styles.overlay)} />
        <Dialog.Content
          className={cx(themeClass, styles.content)}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)
              ?.querySelector<HTMLInputElement>("input")
              ?.focus();
          }}
        >
          <div className={styles.inner}>
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              <IconButton icon="close" label={closeLabel} onPress={() => onOpenChange(false)} />
            </div>
            <SearchField {...field} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
