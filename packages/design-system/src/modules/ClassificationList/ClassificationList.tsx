import { Heading } from "../../components/Typography/Heading";
import { ClassificationCard, type ClassificationCardProps } from "./ClassificationCard";
import * as styles from "./ClassificationList.css";

export interface ClassificationListProps {
  title?: string;
  /** The child classifications the visitor's country may see, in sort order. */
  items: readonly (Omit<ClassificationCardProps, "headingLevel"> & { id: string })[];
}

/** The child classifications of a classification page; renders nothing without children. */
export function ClassificationList({ title, items }: ClassificationListProps) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section}>
      {title ? <Heading level={2}>{title}</Heading> : null}
      <ul className={styles.list}>
        {items.map(({ id, ...item }) => (
          <li key={id}>
            <ClassificationCard headingLevel={title ? 3 : 2} {...item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
