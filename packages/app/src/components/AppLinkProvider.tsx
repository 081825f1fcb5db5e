"use client";

import { LinkProvider } from "@wire/design-system";
import type { ReactNode } from "react";
import { PolicyLink, PrefetchBudgetProvider } from "./runtime/PolicyLink";

/**
 * Plugs Next's router into the design system's links of the portal:
 * internal targets navigate client-side, prefetched under the spec's rules
 * (`PolicyLink`); external ones stay plain anchors. `action:` targets keep
 * the handler of the `ActionLinkProvider` above.
 */
export function AppLinkProvider({ children }: { children: ReactNode }) {
  return (
    <PrefetchBudgetProvider>
      <LinkProvider component={PolicyLink}>{children}</LinkProvider>
    </PrefetchBudgetProvider>
  );
}
