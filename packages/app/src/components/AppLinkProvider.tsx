"use client";

import { LinkProvider } from "@wire/design-system";
import NextLink from "next/link";
import type { ReactNode } from "react";

/**
 * Plugs Next's router into the design system's links of the portal:
 * internal targets navigate client-side with prefetching; external ones
 * stay plain anchors. `action:` targets keep the handler of the
 * `ActionLinkProvider` above.
 */
export function AppLinkProvider({ children }: { children: ReactNode }) {
  return <LinkProvider component={NextLink}>{children}</LinkProvider>;
}
