"use client";

import { LinkProvider } from "@wire/design-system";
import NextLink from "next/link";
import type { ReactNode } from "react";
import { overlayForAction, useOverlay } from "./overlays/OverlayContext";

/**
 * Plugs Next's router into the design system's links: internal targets
 * navigate client-side with prefetching; external ones stay plain anchors;
 * `action:` targets open their page overlay.
 */
export function AppLinkProvider({ children }: { children: ReactNode }) {
  const { setOpen } = useOverlay();
  return (
    <LinkProvider
      component={NextLink}
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
