"use client";

import { flashMessage } from "@wire/domain";
import { useCallback, useEffect, useState } from "react";
import { cx } from "../../private/cx";
import { useSanitizedHtml } from "../../private/useSanitizedHtml";
import { Button } from "../Button/Button";
import { Icon } from "../Icon/Icon";
import { Link } from "../Link/Link";
import * as styles from "./FlashMessage.css";

export type FlashMessageType = "info" | "success" | "error";

export interface FlashMessageProps {
  title?: string;
  /** HTML from content or the app; sanitised with DOMPurify before it is rendered. */
  text?: string;
  /** @default "info" */
  type?: FlashMessageType;
  /** A link under the text, with `to` as its target. */
  linkText?: string;
  to?: string;
  /** A static message can't be hidden. @default false */
  static?: boolean;
  /** Floats over the page and hides itself after `timeout` ms (7000 by default, spec §9). @default false */
  floating?: boolean;
  timeout?: number;
  /** Text of the hide button (translation key `flashMessage.hideButtonText`). */
  hideButtonText: string;
  /** Called when the message hides, by the button or the timeout. */
  onHide?: () => void;
  className?: string;
}

const icons = { info: "info", success: "positive", error: "critical" } as const;

/**
 * A message about something that happened. The rules (default type, when it
 * can be hidden, when it hides itself) come from `flashMessage` in @wire/domain.
 */
export function FlashMessage({ hideButtonText, onHide, className, ...input }: FlashMessageProps) {
  const message = flashMessage(input);
  const [hidden, setHidden] = useState(false);
  const { html, fallbackText } = useSanitizedHtml(message.text);

  const hide = useCallback(() => {
    setHidden(true);
    onHide?.();
  }, [onHide]);

  useEffect(() => {
    if (hidden || message.timeout === null) return;
    const timer = setTimeout(hide, message.timeout);
    return () => clearTimeout(timer);
  }, [hidden, message.timeout, hide]);

  if (hidden) return null;

  return (
    <div
      role={message.type === "error" ? "alert" : "status"}
      className={cx(
        styles.root,
        styles.tone[message.type],
        message.floating && styles.floating,
        className,
      )}
      data-type={message.type}
    >
      <Icon name={icons[message.type]} className={styles.iconTone[message.type]} />
      <div className={styles.body}>
        {message.title ? <p className={styles.title}>{message.title}</p> : null}
        {message.text ? (
          html === null ? (
            <div className={styles.text}>{fallbackText}</div>
          ) : (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above
            <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
          )
        ) : null}
        {(message.linkText && message.to) || message.canHide ? (
          <div className={styles.actions}>
            {message.linkText && message.to ? (
              <Link href={message.to}>{message.linkText}</Link>
            ) : null}
            {message.canHide ? (
              <Button variant="link" size="small" onPress={hide}>
                {hideButtonText}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
