import { type ReactNode, useId } from "react";
import { visuallyHidden } from "../../private/a11y.css";
import { cx } from "../../private/cx";
import { Icon } from "../Icon/Icon";
import { Text } from "../Typography/Text";
import * as styles from "./NotificationBell.css";

export interface NotificationItem {
  id: string;
  title: string;
  text: string;
  /** Already formatted for the reader. */
  time: string;
  /** Where reading it leads (the app marks it read on the way). */
  href: string;
  unread: boolean;
}

export interface NotificationBellProps {
  /** The button's name with the count, e.g. "Notifications, 3 unread". */
  label: string;
  count: number;
  title: string;
  emptyText: string;
  /** Said before each unread item, for screen readers. */
  unreadLabel: string;
  items: readonly NotificationItem[];
  /** e.g. a "Mark all as read" form. */
  footer?: ReactNode;
}

/**
 * The portal header's bell: the unread count on the button, and a panel
 * listing the notifications as links, unread ones marked.
 *
 * The panel is the browser's own popover (`popover` + `popovertarget`): it
 * opens before any script has loaded, closes on Escape and on a click
 * outside, sits in the top layer, and the button reports it as expanded.
 * Keyboard focus moves from the button into the panel with Tab. So the bell
 * costs the portal's first load no script at all (it was react-aria's
 * Dialog and Popover, about a fifth of a portal page's JavaScript), and it
 * renders in a server component.
 */
export function NotificationBell({
  label,
  count,
  title,
  emptyText,
  unreadLabel,
  items,
  footer,
}: NotificationBellProps) {
  const id = useId();
  const panelId = `${id}panel`;
  const titleId = `${id}title`;
  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        aria-label={label}
        aria-controls={panelId}
        className={styles.button}
      >
        <Icon name="bell" />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        className={styles.popover}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {items.length === 0 ? (
          <Text>{emptyText}</Text>
        ) : (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <a href={item.href} className={cx(styles.item, item.unread && styles.unread)}>
                  {item.unread ? <span className={visuallyHidden}>{unreadLabel}: </span> : null}
                  <span className={styles.itemTitle}>{item.title}</span>
                  <span className={styles.itemMeta}>{item.text}</span>
                  <span className={styles.itemMeta}>{item.time}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </>
  );
}
