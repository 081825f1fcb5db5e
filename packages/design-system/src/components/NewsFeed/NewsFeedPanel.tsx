"use client";

import type { ReactNode } from "react";
import { SidePanel } from "../SidePanel/SidePanel";
import { type NewsFeedEntry, NewsFeedList, type NewsFeedListLabels } from "./NewsFeedList";

export interface NewsFeedPanelProps {
  open: boolean;
  /** Opening is the moment to mark the feed as read (the app stores the latest id). */
  onOpenChange: (open: boolean) => void;
  items: readonly NewsFeedEntry[];
  /** Texts, translated by the app. */
  labels: NewsFeedListLabels & { title: string; close: string };
  /** e.g. a LoadMore button. */
  footer?: ReactNode;
  /** @default "right" */
  side?: "left" | "right";
}

/** The news feed side panel, opened by the `action:open-news-feed-panel` link target. */
export function NewsFeedPanel({
  open,
  onOpenChange,
  items,
  labels,
  footer,
  side,
}: NewsFeedPanelProps) {
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      closeLabel={labels.close}
      side={side}
    >
      <NewsFeedList items={items} labels={labels} footer={footer} />
    </SidePanel>
  );
}
