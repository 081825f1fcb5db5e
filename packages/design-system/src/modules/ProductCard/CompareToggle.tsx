"use client";

import { Icon } from "../../components/Icon/Icon";
import * as styles from "./ProductCard.css";

export interface CompareToggleProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  /** e.g. "Add to compare"; the button is announced as pressed when the product is in the basket. */
  label: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * The "add to compare" toggle of product cards and product pages: a native button with
 * `aria-pressed` (a toggle button needs nothing more, and listings and product pages budget
 * their first-load JavaScript, issue 14). `data-selected` styles the pressed state.
 */
export function CompareToggle({
  isSelected,
  onChange,
  label,
  isDisabled,
  className,
}: CompareToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      data-selected={isSelected || undefined}
      disabled={isDisabled}
      onClick={() => onChange(!isSelected)}
      className={[styles.toggle, className].filter(Boolean).join(" ")}
    >
      <Icon name={isSelected ? "check" : "compare"} size={16} />
      {label}
    </button>
  );
}
