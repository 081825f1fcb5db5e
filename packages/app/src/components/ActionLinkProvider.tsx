"use client";

import { LinkProvider } from "@wire/design-system";
import type { ReactNode } from "react";
import { overlayForAction, useOverlay } from "./overlays/OverlayContext";

/**
 * Runs content links' `action:` targets (they open their page overlay) for
 * every design-system Link below. Internal links stay plain anchors here:
 * the public pages come from the page cache, and Next's client router and
 * prefetching would be first-load JavaScript on every page. The portal adds
 * client-side navigation with `AppLinkProvider`.
 */
export function ActionLinkProvider({ children }: { children: ReactNode }) {
  const { setOpen } = useOverlay();
  return (
    <LinkProvider
      onAction={(action) => {
        const overlay = overlayForAction(action);
        if (overlay) setOpen(overlay);
        else console.warn(`[link] unknown action: ${action}`);
      }}
    >
      {children}
    </LinkProvider>
  );
}
