"use client";

import { SidePanel } from "../SidePanel/SidePanel";
import { CompareBasket, type CompareBasketLabels, type CompareBasketProps } from "./CompareBasket";

export interface CompareBasketPanelProps extends CompareBasketProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Texts, translated by the app. */
  labels: CompareBasketLabels & { title: string; close: string };
}

/** The compare basket side panel. */
export function CompareBasketPanel({
  open,
  onOpenChange,
  labels,
  ...basket
}: CompareBasketPanelProps) {
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      closeLabel={labels.close}
    >
      <CompareBasket labels={labels} {...basket} />
    </SidePanel>
  );
}
