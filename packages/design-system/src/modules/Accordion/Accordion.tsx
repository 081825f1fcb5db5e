"use client";

import { type ReactNode, useId, useState } from "react";
import { Icon } from "../../components/Icon/Icon";
import * as styles from "./Accordion.css";

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Lets several items be open at once. @default false */
  allowsMultipleExpanded?: boolean;
  defaultExpandedKeys?: readonly string[];
  /** The heading level of the item titles in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Questions and answers or long content in expandable sections (WAI-ARIA APG
 * accordion): each title is a heading holding a button that shows or hides
 * its panel, a region (`<section>`) named by that button.
 */
export function Accordion({
  items,
  allowsMultipleExpanded = false,
  defaultExpandedKeys,
  headingLevel = 3,
}: AccordionProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => {
    const keys = defaultExpandedKeys ?? [];
    return new Set(allowsMultipleExpanded ? keys : keys.slice(0, 1));
  });
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setExpanded((current) => {
      if (current.has(id)) {
        const next = new Set(current);
        next.delete(id);
        return next;
      }
      return new Set(allowsMultipleExpanded ? [...current, id] : [id]);
    });

  return (
    <div className={styles.root}>
      {items.map((item, index) => {
        const isExpanded = expanded.has(item.id);
        const buttonId = `${baseId}-${index}-button`;
        const panelId = `${baseId}-${index}-panel`;
        return (
          <div key={item.id} className={styles.item} data-expanded={isExpanded || undefined}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isExpanded}
                aria-controls={panelId}
                className={styles.trigger}
                onClick={() => toggle(item.id)}
              >
                {item.title}
                <Icon name="chevronDown" className={styles.chevron} />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!isExpanded}
              className={styles.panel}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
