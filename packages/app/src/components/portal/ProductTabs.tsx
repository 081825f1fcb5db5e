"use client";

import { Tabs } from "@wire/design-system";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

/**
 * A product's sections as tabs (spec §2), each tab its own URL: choosing a tab opens its page,
 * so a reload or a shared link opens the same tab. Only the open tab's panel has content.
 */
export function ProductTabs({
  label,
  tabs,
  current,
  children,
}: {
  label: string;
  tabs: readonly { id: string; label: string; href: string }[];
  current: string;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <Tabs
      label={label}
      value={current}
      onValueChange={(id) => {
        const tab = tabs.find((t) => t.id === id);
        if (tab) router.push(tab.href);
      }}
      items={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        content: tab.id === current ? children : null,
      }))}
    />
  );
}
