import { ThemeRoot } from "@wire/design-system";
import type { Metadata } from "next";
import type { ReactNode } from "react";

/** The editor area is for editors only: never indexed, never linked from the public site. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The editor area's frame: the design system's theme, none of the public site's chrome. */
export default function EditorLayout({ children }: { children: ReactNode }) {
  return <ThemeRoot>{children}</ThemeRoot>;
}
