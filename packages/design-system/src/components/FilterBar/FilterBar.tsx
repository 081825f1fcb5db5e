import { Children, type ReactNode } from "react";
import { Button } from "../Button/Button";
import { Link } from "../Link/Link";
import * as styles from "./FilterBar.css";

export interface FilterBarProps {
  /** The search landmark's name, e.g. "Filter tickets". */
  label: string;
  submitLabel: string;
  /** A link back to the unfiltered list. */
  resetHref?: string;
  resetLabel?: string;
  /** Where the form goes; the current page by default. */
  action?: string;
  /**
   * The fields with `name`s: they become the URL's search params. SearchInput and
   * NativeSelect keep the bar free of scripts; any field works.
   */
  children: ReactNode;
}

/**
 * A list's filters as a plain GET form in a search landmark: the filter state
 * lives in the URL, so it works before scripts load and survives reload,
 * back and sharing.
 */
export function FilterBar({
  label,
  submitLabel,
  resetHref,
  resetLabel,
  action,
  children,
}: FilterBarProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is the landmark every screen reader announces; <search> is not yet
    <form
      method="get"
      role="search"
      aria-label={label}
      className={styles.form}
      {...(action ? { action } : {})}
    >
      {Children.map(children, (child) =>
        child ? <div className={styles.field}>{child}</div> : null,
      )}
      <div className={styles.actions}>
        <Button type="submit">{submitLabel}</Button>
        {resetHref && resetLabel ? <Link href={resetHref}>{resetLabel}</Link> : null}
      </div>
    </form>
  );
}
