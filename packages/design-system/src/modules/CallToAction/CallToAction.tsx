import { Link } from "../../components/Link/Link";
import * as styles from "./CallToAction.css";

export interface CallToActionProps {
  title: string;
  text?: string;
  /** Content link targets (internal, external or `action:`), e.g. "action:open-news-feed-panel". */
  actions: readonly { id: string; text: string; href: string }[];
}

/** A banner that asks the visitor to do one thing next. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  return (
    <section className={styles.root}>
      <div>
        <h2 className={styles.title}>{title}</h2>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
      <div className={styles.actions}>
        {actions.map((action) => (
          <Link key={action.id} href={action.href} className={styles.actionLink}>
            {action.text}
          </Link>
        ))}
      </div>
    </section>
  );
}
