"use client";

import type { ReactNode } from "react";
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from "react-aria-components";
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

/** Questions and answers or long content in expandable sections (react-aria Disclosure). */
export function Accordion({
  items,
  allowsMultipleExpanded = false,
  defaultExpandedKeys,
  headingLevel = 3,
}: AccordionProps) {
  return (
    <DisclosureGroup
      className={styles.root}
      allowsMultipleExpanded={allowsMultipleExpanded}
      defaultExpandedKeys={defaultExpandedKeys}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {item.title}
              <Icon name="chevronDown" className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
