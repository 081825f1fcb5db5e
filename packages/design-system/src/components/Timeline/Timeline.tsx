import { Text } from "../Typography/Text";
import * as styles from "./Timeline.css";

export interface TimelineItem {
  id: string;
  author: string;
  origin: "customer" | "serviceDesk" | "system";
  /** The origin in words, e.g. "Service desk". */
  originLabel: string;
  /** Already formatted for the reader. */
  time: string;
  /** ISO timestamp for `<time dateTime>`. */
  dateTime: string;
  /** Plain text; line breaks are kept, markup is shown as text. */
  text: string;
}

export interface TimelineProps {
  label: string;
  items: readonly TimelineItem[];
  emptyText: string;
}

/** A ticket's history: replies in order, the customer's and the service desk's told apart. */
export function Timeline({ label, items, emptyText }: TimelineProps) {
  if (items.length === 0) return <Text>{emptyText}</Text>;
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={`${styles.item} ${styles.origin[item.origin]}`}>
          <div className={styles.meta}>
            <span className={styles.author}>{item.author}</span>
            <span>· {item.originLabel} ·</span>
            <time dateTime={item.dateTime}>{item.time}</time>
          </div>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
