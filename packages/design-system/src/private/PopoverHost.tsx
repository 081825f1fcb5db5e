"use client";

import { type ReactNode, useState } from "react";
import { UNSAFE_PortalProvider } from "react-aria";

/**
 * Keeps the popovers of the inputs inside a dialog (a Select's options, a
 * ComboBox's list) in the dialog's own DOM. A modal Radix dialog blocks
 * pointer events and traps focus outside its content, so options portalled
 * to the document body could be reached by keyboard only.
 */
export function PopoverHost({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  return (
    <UNSAFE_PortalProvider getContainer={() => host}>
      {children}
      <div ref={setHost} />
    </UNSAFE_PortalProvider>
  );
}
