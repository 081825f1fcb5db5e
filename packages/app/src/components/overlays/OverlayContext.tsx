"use client";

import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

/** The page overlays of spec section 2 that can be open, one at a time. */
export type OverlayName = "contact" | "newsFeed" | "share" | "compare";

interface OverlayState {
  /** False for screenshot captures (`screenshotTesting=true`). */
  sideButtons: boolean;
  open: OverlayName | null;
  setOpen: (overlay: OverlayName | null) => void;
}

const OverlayContext = createContext<OverlayState>({
  sideButtons: true,
  open: null,
  setOpen: () => {},
});

/**
 * Which page overlay is open. It lives above the page so that anything on
 * it — a side button, a content link `action:open-news-feed-panel` — can
 * open an overlay that the site frame renders.
 */
export function OverlayProvider({
  sideButtons,
  children,
}: {
  sideButtons: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<OverlayName | null>(null);
  const value = useMemo(() => ({ sideButtons, open, setOpen }), [sideButtons, open]);
  return <OverlayContext value={value}>{children}</OverlayContext>;
}

export function useOverlay() {
  return useContext(OverlayContext);
}

/** Content link actions (spec section 2); the only known one opens the news feed panel. */
export function overlayForAction(action: string): OverlayName | null {
  return action === "open-news-feed-panel" ? "newsFeed" : null;
}
