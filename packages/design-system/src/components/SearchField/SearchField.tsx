"use client";

import { highlightParts } from "@wire/domain";
import { useState } from "react";
import {
  ComboBox as AriaComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from "react-aria-components";
import { visuallyHidden } from "../../private/a11y.css";
import { cx } from "../../private/cx";
import { FieldLabel } from "../../private/FieldParts";
import * as fieldStyles from "../../private/field.css";
import { InPageLocale } from "../../private/InPageLocale";
import { useKeptEarlyValue } from "../../private/useKeptEarlyValue";
import { Icon } from "../Icon/Icon";
import { useThemeClass } from "../ThemeRoot/ThemeContext";
import * as styles from "./SearchField.css";

export interface SearchSuggestion {
  id: string;
  text: string;
}

export interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for the current value, fetched by the app. */
  suggestions: readonly SearchSuggestion[];
  /** Runs the search: Enter in the field, or a chosen suggestion. */
  onSubmit: (query: string) => void;
  /**
   * The results page, e.g. `/en/search`, and the field's name in its query, e.g. `q`: without
   * script, or before it has loaded, Enter asks for `{action}?{name}={text}` as a plain form.
   */
  action?: string;
  name?: string;
  /** The submit button's name, e.g. "Search". @default label */
  submitLabel?: string;
  /**
   * Hide the label visually (it still names the field), where a heading right above already
   * says what the field is for, e.g. the results page under its "Search" heading. @default false
   */
  labelHidden?: boolean;
  className?: string;
}

/**
 * The site search with suggestions and a submit button. Each whitespace-separated term is
 * highlighted in the suggestions (`highlightParts` in @wire/domain).
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  suggestions,
  onSubmit,
  action,
  name,
  submitLabel,
  labelHidden = false,
  className,
}: SearchFieldProps) {
  const themeClass = useThemeClass();
  // The suggestions open inside the search landmark, not at the end of the body, outside every
  // landmark of the page (axe's region rule).
  const [landmark, setLandmark] = useState<HTMLElement | null>(null);
  const kept = useKeptEarlyValue({ value, onChange });
  // Enter submits the form unless a suggestion is highlighted (then react-aria picks it).
  return (
    <InPageLocale>
      <search ref={setLandmark}>
        <form
          action={action}
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            if (value.trim()) onSubmit(value.trim());
          }}
        >
          <AriaComboBox
            className={cx(fieldStyles.field, className)}
            items={suggestions}
            inputValue={value}
            onInputChange={onChange}
            name={name}
            allowsCustomValue
            allowsEmptyCollection={false}
            menuTrigger="input"
            onSelectionChange={(key) => {
              const chosen = suggestions.find((suggestion) => suggestion.id === key);
              if (chosen) onSubmit(chosen.text);
            }}
          >
            {labelHidden ? (
              <Label className={visuallyHidden}>{label}</Label>
            ) : (
              <FieldLabel>{label}</FieldLabel>
            )}
            <div className={styles.group}>
              {/* A text input: the combobox role (ARIA 1.2's pattern, which react-aria follows)
                  is not one a search input may take; the keyboard still offers "search". */}
              <Input
                ref={kept.ref}
                className={cx(fieldStyles.control, styles.input)}
                placeholder={placeholder}
                type="text"
                enterKeyHint="search"
              />
              {/* Out of the tab order, like react-aria's own combobox button: while the
                  suggestions are open everything outside them and the field is aria-hidden, and
                  Enter in the field submits just as well. */}
              <button
                type="submit"
                tabIndex={-1}
                className={styles.submit}
                aria-label={submitLabel ?? label}
              >
                <Icon name="search" />
              </button>
            </div>
            <Popover
              className={cx(themeClass, fieldStyles.popover)}
              offset={4}
              {...(landmark ? { UNSTABLE_portalContainer: landmark } : {})}
            >
              <ListBox<SearchSuggestion> className={fieldStyles.listBox}>
                {(item) => (
                  <ListBoxItem
                    id={item.id}
                    textValue={item.text}
                    className={cx(fieldStyles.option, styles.suggestion)}
                  >
                    <span>
                      {highlightParts(item.text, value).map((part, index) =>
                        part.highlighted ? <mark key={index}>{part.text}</mark> : part.text,
                      )}
                    </span>
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </AriaComboBox>
        </form>
      </search>
    </InPageLocale>
  );
}
