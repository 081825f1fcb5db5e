"use client";

import { parseLinkTarget } from "@wire/domain";
import type { AnchorHTMLAttributes, ReactNode, Ref } from "react";
import { visuallyHidden } from "../../private/a11y.css";
import { cx } from "../../private/cx";
import { Icon } from "../Icon/Icon";
import * as styles from "./Link.css";
import { useLinkContext } from "./LinkProvider";

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement | HTMLButtonElement>, "href"> {
  /**
   * The target as content stores it: `http…` or `hard:…` → plain external
   * link, `action:…` → in-page action (a button), anything else → internal
   * route through the app's link component (spec §2).
   */
  href: string;
  /** @default "link" */
  tone?: keyof typeof styles.tone;
  /** Without underline until hovered, for navigation lists. @default false */
  standalone?: boolean;
  /** Text for screen readers added to external links, e.g. "(external)". */
  externalLabel?: string;
  /** Shows an icon after external links. @default false */
  showExternalIcon?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement & HTMLButtonElement>;
}

/**
 * A link that understands content link targets. Which kind a target is comes
 * from `parseLinkTarget` in @wire/domain; this component only renders it.
 */
export function Link({
  href,
  tone = "link",
  standalone = false,
  externalLabel,
  showExternalIcon = false,
  className,
  children,
  onClick,
  ref,
  ...props
}: LinkProps) {
  const { component: Internal, onAction, warn } = useLinkContext();
  const target = parseLinkTarget(href, warn);
  const classes = cx(styles.root, styles.tone[tone], standalone && styles.standalone, className);

  if (target.kind === "action") {
    return (
      <button
        {...(props as AnchorHTMLAttributes<HTMLButtonElement>)}
        ref={ref}
        type="button"
        className={classes}
        data-link-action={target.action}
        onClick={(event) => {
          onClick?.(event);
          if (target.known) onAction?.(target.action);
        }}
      >
        {children}
      </button>
    );
  }

  if (target.kind === "external") {
    return (
      <a {...props} ref={ref} href={target.href} className={classes} onClick={onClick}>
        {children}
        {showExternalIcon ? (
          <Icon name="external" size={16} className={styles.externalIcon} />
        ) : null}
        {externalLabel ? <span className={visuallyHidden}> {externalLabel}</span> : null}
      </a>
    );
  }

  if (Internal === "a") {
    return (
      <a {...props} ref={ref} href={target.href} className={classes} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Internal {...props} ref={ref} href={target.href} className={classes} onClick={onClick}>
      {children}
    </Internal>
  );
}
