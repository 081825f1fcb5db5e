"use client";

import { Link } from "@wire/design-system";
import type { ReactNode } from "react";
import { useOverlay } from "./OverlayContext";

/**
 * A "Talk to an Expert" entry point (spec §2): a link to the contact page
 * that, once the page's script runs, opens the contact panel in place
 * instead. Without script, or opened in a new tab, it still leads to a
 * contact form.
 */
export function TalkToExpertLink({ href, children }: { href: string; children: ReactNode }) {
  const { setOpen } = useOverlay();
  return (
    <Link
      href={href}
      onClick={(event) => {
        if (
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return;
        }
        event.preventDefault();
        setOpen("contact");
      }}
    >
      {children}
    </Link>
  );
}
