"use client";

import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref, useId } from "react";
import { cx } from "../../private/cx";
import { Spinner } from "../Spinner/Spinner";
import * as styles from "./Button.css";

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children" | "type"> {
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
  /** Called when the button is activated by pointer, Enter or Space (from its click event). */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Disables the button (the native `disabled`): not focusable, presses ignored. */
  isDisabled?: boolean;
  /** @default "button" */
  type?: "button" | "submit" | "reset";
  /** Extra class names, after the button's own. */
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The design system's button: a native `<button>` with brand styles. It has
 * no dependency beyond React so that pages rendering it stay light.
 */
export function Button({
  variant = "primary",
  size = "standard",
  icon,
  iconPosition = "start",
  isLoading = false,
  loadingLabel = "Loading",
  fullWidth = false,
  onPress,
  onClick,
  isDisabled,
  disabled,
  type = "button",
  className,
  children,
  id,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledby,
  ...props
}: ButtonProps) {
  const ownId = useId();
  const spinnerId = `${ownId}-spinner`;
  const buttonId = id ?? (isLoading && ariaLabel && !ariaLabelledby ? ownId : undefined);
  // While loading, a label given by aria-label or aria-labelledby would hide
  // the spinner's text from the accessible name, so the spinner joins it.
  const labelledby =
    isLoading && (ariaLabel || ariaLabelledby)
      ? `${ariaLabelledby ?? buttonId} ${spinnerId}`
      : ariaLabelledby;

  return (
    <button
      {...props}
      id={buttonId}
      // A pending submit button must not submit its form (react-aria did the same).
      type={isLoading && type === "submit" ? "button" : type}
      disabled={isDisabled || disabled}
      aria-label={ariaLabel}
      aria-labelledby={labelledby}
      aria-busy={isLoading || undefined}
      aria-disabled={isLoading ? true : props["aria-disabled"]}
      className={cx(
        styles.root,
        styles.variant[variant],
        styles.size[size],
        fullWidth && styles.fullWidth,
        className,
      )}
      onClick={(event) => {
        if (isLoading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
        onPress?.(event);
      }}
    >
      <span className={cx(styles.content, isLoading && styles.contentHidden)}>
        {icon && iconPosition === "start" ? <span className={styles.icon}>{icon}</span> : null}
        {children}
        {icon && iconPosition === "end" ? <span className={styles.icon}>{icon}</span> : null}
      </span>
      {isLoading ? (
        <span className={styles.spinner}>
          <Spinner
            id={spinnerId}
            label={loadingLabel}
            size={size === "large" ? "standard" : "small"}
          />
        </span>
      ) : null}
    </button>
  );
}
