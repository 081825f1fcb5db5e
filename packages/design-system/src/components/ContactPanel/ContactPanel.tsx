"use client";

import type { ReactNode } from "react";
import { ContactTeaser, type ContactTeaserProps } from "../../modules/ContactTeaser/ContactTeaser";
import { Icon } from "../Icon/Icon";
import { SidePanel } from "../SidePanel/SidePanel";
import { Text } from "../Typography/Text";
import * as styles from "./ContactPanel.css";

/** The expert shown in the panel: portrait (80 × 80), name, role, e-mail and phone. */
export type ContactPerson = Omit<ContactTeaserProps, "action">;

export interface ContactPanelLabels {
  /** The panel title, "Talk to an Expert". */
  title: string;
  /** The reply promise (spec §9: a reply within 24 hours), e.g. "We will get back to you within 24 hours." */
  promise: string;
  close: string;
}

export interface ContactPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Texts, translated by the app. */
  labels: ContactPanelLabels;
  /** A short introduction above the contact person. */
  intro?: ReactNode;
  /** The site's or product's expert; without one the panel shows only the promise and the form. */
  contact?: ContactPerson;
  /** e.g. the contact form. */
  children?: ReactNode;
  /** The call to action at the bottom, e.g. a "Send request" submit button or a link to the contact page. */
  action?: ReactNode;
  /** @default "right" */
  side?: "left" | "right";
}

/**
 * The "Talk to an Expert" side panel: the reply promise, the contact person
 * and the app's contact form or call to action.
 */
export function ContactPanel({
  open,
  onOpenChange,
  labels,
  intro,
  contact,
  children,
  action,
  side,
}: ContactPanelProps) {
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      closeLabel={labels.close}
      footer={action}
      side={side}
      description={
        <span className={styles.promise}>
          <Icon name="positive" size={24} className={styles.promiseIcon} />
          <span>{labels.promise}</span>
        </span>
      }
    >
      <div className={styles.body}>
        {intro ? <Text>{intro}</Text> : null}
        {contact ? <ContactTeaser {...contact} /> : null}
        {children}
      </div>
    </SidePanel>
  );
}
