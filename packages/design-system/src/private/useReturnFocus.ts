"use client";

import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * Remembers what had focus when an overlay opened and gives a Radix
 * `onCloseAutoFocus` handler that puts focus back there. Radix only does this
 * for its own Trigger; our triggers are react-aria Buttons opened by state.
 */
export function useReturnFocus(open: boolean) {
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      previous.current = document.activeElement;
    }
  }, [open]);
  return useCallback((event: Event) => {
    const target = previous.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
