"use client";

import { type ReactNode, useId } from "react";
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from "react-aria-components";
import { cx } from "../../private/cx";
import * as fieldStyles from "../../private/field.css";
import { Icon } from "../Icon/Icon";
import * as styles from "./Checkbox.css";

export interface CheckboxProps extends Omit<AriaCheckboxProps, "children" | "className"> {
  children: ReactNode;
  /** Shows this message and marks the checkbox invalid, e.g. "Please select the checkbox to continue." */
  errorMessage?: ReactNode;
  className?: string;
}

/** A checkbox with its label; required ones show an asterisk. */
export function Checkbox({
  children,
  errorMessage,
  isInvalid,
  className,
  ...props
}: CheckboxProps) {
  const errorId = useId();
  const invalid = isInvalid || Boolean(errorMessage);
  return (
    <div className={cx(styles.wrapper, className)}>
      <AriaCheckbox
        validationBehavior="aria"
        {...props}
        isInvalid={invalid}
        aria-describedby={
          cx(props["aria-describedby"], errorMessage ? errorId : undefined) || undefined
        }
        className={styles.root}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <Icon name="minus" size={16} />
              ) : isSelected ? (
                <Icon name="check" size={16} />
              ) : null}
            </span>
            <span>
              {children}
              {props.isRequired ? (
                <span className={fieldStyles.requiredMark} aria-hidden="true">
                  *
                </span>
              ) : null}
            </span>
          </>
        )}
      </AriaCheckbox>
      {errorMessage ? (
        <span id={errorId} className={fieldStyles.error}>
          <Icon name="critical" size={16} />
          <span>{errorMessage}</span>
        </span>
      ) : null}
    </div>
  );
}
