"use client";

import { type ReactNode, type Ref, useCallback, useLayoutEffect, useRef } from "react";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from "react-aria-components";
import { Spinner } from "../Spinner/Spinner";
import * as styles from "./Button.css";

export interface ButtonProps extends Omit<AriaButtonProps, "isPending"> {
  /** @default "primary" */
  variant?: keyof typeof styles.variant;
  /** @default "standard" */
  size?: keyof typeof styles.size;
  /** An icon shown before the label (or after it with `iconPosition="end"`). */
  icon?: ReactNode;
  /** @default "start" */
  iconPosition?: "start" | "end";
  /**
   * Shows a Spinner instead of the label, announces the button as busy and
   * ignores presses. The button stays focusable so keyboard users keep their place.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Accessible text of the Spinner while loading. Pass a translated text.
   * @default "Loading"
   */
  loadingLabel?: string;
  /** Stretches the button to its container's width. @default false */
  fullWidth?: boolean;
}

/** The design system's button: react-aria-components Button with brand styles. */
export function Button({
  variant = "primary",
  size = "standard",
  icon,
  iconPosition = "start",
  isLoading = false,
  loadingLabel = "Loading",
  fullWidth = false,
  className,
  children,
  ref,
  ...props
}: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  // react-aria-components filters `aria-busy` out of the DOM props, so it is
  // set on the element directly.
  const own = useRef<HTMLButtonElement | null>(null);
  const setRef = useCallback(
    (node: HTMLButtonElement | null) => {
      own.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useLayoutEffect(() => {
    if (isLoading) own.current?.setAttribute("aria-busy", "true");
    else own.current?.removeAttribute("aria-busy");
  }, [isLoading]);

  return (
    <AriaButton
      {...props}
      ref={setRef}
      isPending={isLoading}
      className={composeRenderProps(className, (extra) =>
        [
          styles.root,
          styles.variant[variant],
          styles.size[size],
          fullWidth && styles.fullWidth,
          extra,
        ]
          .filter(Boolean)
          .join(" "),
      )}
    >
      {composeRenderProps(children, (label) => (
        <>
          <span
            className={[styles.content, isLoading && styles.contentHidden]
              .filter(Boolean)
              .join(" ")}
          >
            {icon && iconPosition === "start" ? <span className={styles.icon}>{icon}</span> : null}
            {label}
            {icon && iconPosition === "end" ? <span className={styles.icon}>{icon}</span> : null}
          </span>
          {isLoading ? (
            <span className={styles.spinner}>
              <Spinner label={loadingLabel} size={size === "large" ? "standard" : "small"} />
            </span>
          ) : null}
        </>
      ))}
    </AriaButton>
  );
}
