import type { ReactNode } from "react";
import { cx } from "../../private/cx";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/iconPaths";
import { Heading, type HeadingLevel } from "../Typography/Heading";
import * as styles from "./EmptyState.css";

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** @default "search" */
  icon?: IconName;
  /** The heading level that fits the page outline. @default 2 */
  headingLevel?: HeadingLevel;
  /** An action, e.g. a Button to clear filters. */
  action?: ReactNode;
  className?: string;
}

/** What a list or search shows when it has nothing to show. */
export function EmptyState({
  title,
  text,
  icon = "search",
  headingLevel = 2,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <Heading level={headingLevel} size={4}>
        {title}
      </Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </div>
  );
}
