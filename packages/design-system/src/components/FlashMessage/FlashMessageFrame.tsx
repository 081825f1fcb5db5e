import type { ReactNode } from "react";
import { BrowserSanitizedHtml } from "../../private/BrowserSanitizedHtml";
import { cx } from "../../private/cx";
import { Icon } from "../Icon/Icon";
import * as styles from "./FlashMessage.css";

export type FlashMessageType = "info" | "success" | "error";

const icons = { info: "info", success: "positive", error: "critical" } as const;

/**
 * The look of a flash message, without behaviour: server-renderable, so a
 * static notice (the error page's maintenance notice) needs no JavaScript.
 * `FlashMessage` adds hiding, the timeout and HTML sanitising around it.
 */
export function FlashMessageFrame({
  type,
  floating = false,
  title,
  text,
  html,
  actions,
  className,
}: {
  type: FlashMessageType;
  floating?: boolean;
  title?: string;
  /** Plain text. */
  text?: string;
  /**
   * HTML from content or the app, shown instead of `text` when given: sanitised in the browser
   * with the flash-message allow-list, its plain text until then.
   */
  html?: string | null;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={type === "error" ? "alert" : "status"}
      className={cx(styles.root, styles.tone[type], floating && styles.floating, className)}
      data-type={type}
    >
      <Icon name={icons[type]} className={styles.iconTone[type]} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {html ? (
          <BrowserSanitizedHtml
            html={html}
            use="flashMessage"
            className={styles.text}
            fallbackClassName={styles.text}
          />
        ) : text ? (
          <div className={styles.text}>{text}</div>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
