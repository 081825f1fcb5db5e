"use client";

import { Button, Group, Input, NumberField, type NumberFieldProps } from "react-aria-components";
import { cx } from "../../private/cx";
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  type FieldTextProps,
} from "../../private/FieldParts";
import * as fieldStyles from "../../private/field.css";
import { InPageLocale } from "../../private/InPageLocale";
import { Icon } from "../Icon/Icon";
import * as styles from "./QuantityStepper.css";

export interface QuantityStepperProps
  extends Omit<NumberFieldProps, "children" | "className">,
    FieldTextProps {
  /** Accessible names of the buttons, e.g. "Fewer" and "More". */
  decrementLabel: string;
  incrementLabel: string;
  className?: string;
}

/** A whole-number quantity with − and + buttons, e.g. parts in the cart. */
export function QuantityStepper({
  label,
  description,
  errorMessage,
  decrementLabel,
  incrementLabel,
  minValue = 1,
  step = 1,
  isInvalid,
  className,
  ...props
}: QuantityStepperProps) {
  return (
    <InPageLocale>
      <NumberField
        validationBehavior="aria"
        minValue={minValue}
        step={step}
        formatOptions={{ maximumFractionDigits: 0 }}
        {...props}
        isInvalid={isInvalid || Boolean(errorMessage)}
        className={cx(fieldStyles.field, className)}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <FieldDescription>{description}</FieldDescription>
        <Group className={styles.group}>
          <Button slot="decrement" className={styles.step} aria-label={decrementLabel}>
            <Icon name="minus" size={16} />
          </Button>
          <Input className={styles.input} />
          <Button slot="increment" className={styles.step} aria-label={incrementLabel}>
            <Icon name="plus" size={16} />
          </Button>
        </Group>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </NumberField>
    </InPageLocale>
  );
}
