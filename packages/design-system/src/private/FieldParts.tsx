"use client";

import type { ReactNode } from "react";
import { FieldError, Label, Text } from "react-aria-components";
import { Icon } from "../components/Icon/Icon";
import * as styles from "./field.css";

/** A field label with the required asterisk (hidden from screen readers: `aria-required` says it). */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Hint text under a label, linked to the input by react-aria. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  ) : null;
}

/** The field's error message; shown while the field is invalid. */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return (
    <FieldError className={styles.error}>
      <Icon name="critical" size={16} />
      <span>{children}</span>
    </FieldError>
  );
}

/** Props every field shares. Texts come in translated. */
export interface FieldTextProps {
  label: ReactNode;
  description?: ReactNode;
  /** Makes the field invalid and shows this message. */
  errorMessage?: ReactNode;
}
