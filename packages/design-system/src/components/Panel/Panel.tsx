import { type ReactNode, useId } from "react";
import { cx } from "../../private/cx";
import { Heading, type HeadingLevel } from "../Typography/Heading";
import { Text } from "../Typography/Text";
import * as styles from "./Panel.css";

export interface PanelProps {
  /** The panel's heading and the name of its region, e.g. "Quick order". */
  title: ReactNode;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /** A line under the heading, e.g. what the panel is for. */
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A titled, bordered section of a work page (e.g. the cart's quick order and
 * saved lists): a region named by its heading, so each task has its own place.
 */
export function Panel({ title, headingLevel = 2, description, children, className }: PanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(styles.panel, className)}>
      <div className={styles.header}>
        <Heading level={headingLevel} size={3} id={headingId} className={styles.heading}>
          {title}
        </Heading>
        {description ? (
          <Text size="small" tone="secondary">
            {description}
          </Text>
        ) : null}
      </div>
      {children}
    </section>
  );
}
