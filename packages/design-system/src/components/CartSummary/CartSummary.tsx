"use client";

import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { cx } from "../../private/cx";
import { Button } from "../Button/Button";
import { Icon } from "../Icon/Icon";
import { Modal } from "../Modal/Modal";
import { Heading, type HeadingLevel } from "../Typography/Heading";
import { Text } from "../Typography/Text";
import * as styles from "./CartSummary.css";

/** One figure of the summary, e.g. "Parts" and "9". */
export interface CartSummaryFact {
  label: string;
  value: string;
}

/** Emptying the cart: a secondary, destructive action that asks first. */
export interface CartSummaryClear {
  /** The button's text and the dialog's confirm button, e.g. "Clear parts cart". */
  label: string;
  /** The dialog's question, e.g. "Do you really want to remove all parts from the cart?" */
  confirmText: string;
  cancelLabel: string;
  /** Accessible name of the dialog's close button. */
  closeLabel: string;
  onConfirm: () => void;
  /** @default false */
  isDisabled?: boolean;
}

export interface CartSummaryProps {
  /** The panel's heading and the name of its region, e.g. "Summary". */
  title: string;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /** Figures above the total, e.g. the number of parts. */
  facts?: readonly CartSummaryFact[];
  /** The total, emphasised; leave it out when the contract shows no prices. */
  total?: CartSummaryFact | undefined;
  /** A line under the total, e.g. "Prices without VAT and shipping". */
  note?: ReactNode;
  /** Fields the primary actions send, e.g. "Your reference"; above the total, so the actions follow it. */
  fields?: ReactNode;
  /** The primary actions right below the total, e.g. "Request a quote" and "Order parts". */
  children?: ReactNode;
  /** Makes the fields and actions one form (its submit buttons are the actions). */
  onSubmit?: ComponentProps<"form">["onSubmit"];
  /** "Clear parts cart", set apart below the primary actions. */
  clear?: CartSummaryClear | undefined;
  className?: string;
}

/**
 * The cart's summary panel: its figures, the fields its actions send, the
 * total with the primary actions right below it (one form with `onSubmit`), and
 * emptying the cart as a secondary action, set apart, that confirms in a dialog. Put it beside the lines with SummaryLayout (below them on a phone).
 */
export function CartSummary({
  title,
  headingLevel = 2,
  facts = [],
  total,
  note,
  fields,
  children,
  onSubmit,
  clear,
  className,
}: CartSummaryProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const content = (
    <>
      {facts.length > 0 ? (
        <dl className={styles.figures}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd className={styles.value}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {fields ? <div className={styles.fields}>{fields}</div> : null}
      {total ? (
        <dl className={styles.figures}>
          <div className={cx(styles.fact, styles.total)}>
            <dt>{total.label}</dt>
            <dd className={styles.value}>{total.value}</dd>
          </div>
        </dl>
      ) : null}
      {note ? (
        <Text size="small" tone="secondary">
          {note}
        </Text>
      ) : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </>
  );
  return (
    <section aria-labelledby={headingId} className={cx(styles.panel, className)}>
      <Heading level={headingLevel} size={3} id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {onSubmit ? (
        <form className={styles.body} onSubmit={onSubmit}>
          {content}
        </form>
      ) : (
        <div className={styles.body}>{content}</div>
      )}
      {clear ? (
        <div className={styles.secondary}>
          <Button
            variant="ghost"
            size="small"
            icon={<Icon name="trash" size={16} />}
            isDisabled={clear.isDisabled}
            onPress={() => setConfirming(true)}
          >
            {clear.label}
          </Button>
          <Modal
            open={confirming}
            onOpenChange={setConfirming}
            title={clear.label}
            closeLabel={clear.closeLabel}
            footer={
              <>
                <Button variant="secondary" onPress={() => setConfirming(false)}>
                  {clear.cancelLabel}
                </Button>
                <Button
                  variant="critical"
                  onPress={() => {
                    setConfirming(false);
                    clear.onConfirm();
                  }}
                >
                  {clear.label}
                </Button>
              </>
            }
          >
            <Text>{clear.confirmText}</Text>
          </Modal>
        </div>
      ) : null}
    </section>
  );
}
