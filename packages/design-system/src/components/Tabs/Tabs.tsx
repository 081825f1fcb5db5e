"use client";

import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import * as styles from "./Tabs.css";

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Product information". */
  label: string;
  /** The open tab when uncontrolled. @default the first item */
  defaultValue?: string;
  /** The open tab when controlled, e.g. from the URL. */
  value?: string;
  onValueChange?: (id: string) => void;
  className?: string;
}

/** Switches between panels of related content (Radix Tabs: arrow keys move between tabs). */
export function Tabs({ items, label, defaultValue, value, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={className}
      defaultValue={defaultValue ?? items[0]?.id}
      value={value}
      onValueChange={onValueChange}
      activationMode="manual"
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.id}
            value={item.id}
            disabled={item.isDisabled}
            className={styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
