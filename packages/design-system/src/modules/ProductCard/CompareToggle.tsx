"use client";

import { ToggleButton } from "react-aria-components";
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

/** The "add to compare" toggle of product cards and product pages (aria-pressed). */
export function CompareToggle({
  isSelected,
  onChange,
  label,
  isDisabled,
  className,
}: CompareToggleProps) {
  return (
    <ToggleButton
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      className={[styles.toggle, className].filter(Boolean).join(" ")}
    >
      <Icon name={isSelected ? "check" : "compare"} size={16} />
      {label}
    </ToggleButton>
  );
}
