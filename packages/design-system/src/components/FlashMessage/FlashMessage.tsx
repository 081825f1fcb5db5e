"use client";

import { flashMessage } from "@wire/domain";
import { useCallback, useEffect, useState } from "react";
import { Button } from "../Button/Button";
import { Link } from "../Link/Link";
import { FlashMessageFrame, type FlashMessageType } from "./FlashMessageFrame";

export type { FlashMessageType };

export interface FlashMessageProps {
  title?: string;
  /** HTML from content or the app; sanitised with the flash-message allow-list before it is rendered. */
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

/**
 * A message about something that happened. The rules (default type, when it
 * can be hidden, when it hides itself) come from `flashMessage` in @wire/domain.
 */
export function FlashMessage({ hideButtonText, onHide, className, ...input }: FlashMessageProps) {
  const message = flashMessage(input);
  const [hidden, setHidden] = useState(false);

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
    <FlashMessageFrame
      type={message.type}
      floating={message.floating}
      {...(message.title ? { title: message.title } : {})}
      {...(message.text ? { html: message.text } : {})}
      {...(className ? { className } : {})}
      actions={
        (message.linkText && message.to) || message.canHide ? (
          <>
            {message.linkText && message.to ? (
              <Link href={message.to}>{message.linkText}</Link>
            ) : null}
            {message.canHide ? (
              <Button variant="link" size="small" onPress={hide}>
                {hideButtonText}
              </Button>
            ) : null}
          </>
        ) : null
      }
    />
  );
}
