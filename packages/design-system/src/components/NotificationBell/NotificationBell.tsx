"use client";

import type { ReactNode } from "react";
import { Button, Dialog, DialogTrigger, Heading, Popover } from "react-aria-components";
import { visuallyHidden } from "../../private/a11y.css";
import { cx } from "../../private/cx";
import { vars } from "../../themes/vars.css";
import { Icon } from "../Icon/Icon";
import { useThemeClass } from "../ThemeRoot/ThemeContext";
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
 * The portal header's bell: the unread count on the button, and a popover
 * listing the notifications as links, unread ones marked.
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
  const themeClass = useThemeClass();
  return (
    <DialogTrigger>
      <Button aria-label={label} className={styles.button}>
        <Icon name="bell" />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </Button>
      <Popover
        placement="bottom end"
        offset={4}
        className={cx(themeClass, styles.popover)}
        style={{ zIndex: vars.zIndex.headerMenu }}
      >
        <Dialog aria-label={title} className={styles.dialog}>
          <Heading slot="title" level={2}>
            {title}
          </Heading>
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
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
