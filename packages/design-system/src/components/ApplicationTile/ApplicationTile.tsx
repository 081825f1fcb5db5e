import type { ReactNode } from "react";
import { visuallyHidden } from "../../private/a11y.css";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/iconPaths";
import { StatusBadge, type StatusTone } from "../StatusBadge/StatusBadge";
import { Heading } from "../Typography/Heading";
import { Text } from "../Typography/Text";
import * as styles from "./ApplicationTile.css";

export interface ApplicationTileProps {
  icon: IconName;
  title: string;
  description: string;
  status: { label: string; tone: StatusTone };
  /** What the status allows: a link to open it, or a request-access button. */
  action?: ReactNode;
  /** A further line, e.g. the deployment type. */
  extra?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  testId?: string;
  "data-status"?: string;
}

/** One application of the portal's dashboard: icon, name, what it does, its status and action. */
export function ApplicationTile({
  icon,
  title,
  description,
  status,
  action,
  extra,
  headingLevel = 3,
  testId,
  "data-status": dataStatus,
}: ApplicationTileProps) {
  return (
    <article className={styles.tile} data-testid={testId} data-status={dataStatus}>
      <div className={styles.top}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={icon} />
        </span>
        <StatusBadge label={status.label} tone={status.tone} />
      </div>
      <Heading level={headingLevel}>{title}</Heading>
      <Text className={styles.description}>{description}</Text>
      {extra}
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}

/** The dashboard's tiles as a responsive grid; each child is one tile. */
export function ApplicationTileGrid({
  label,
  children,
  id = "application-tiles",
}: {
  label: string;
  children: ReactNode[];
  /** The grid's id, unique on the page; its label's is `{id}-label`. @default "application-tiles" */
  id?: string;
}) {
  return (
    // Introduced by visually hidden text: a plain list is not meant to carry a name of its own
    // (aria-label or aria-labelledby; html-validate, issue 43).
    <>
      <p id={`${id}-label`} className={visuallyHidden}>
        {label}
      </p>
      <ul id={id} className={styles.grid}>
        {children.map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </ul>
    </>
  );
}
