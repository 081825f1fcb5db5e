import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's markup and while the page hydrates, true from the render after (and
 * at once in a page that renders on the client). For controls that need script to work: until
 * then they render what works without it (a link instead of a menu button).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
