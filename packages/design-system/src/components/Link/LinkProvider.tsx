"use client";

import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
  useMemo,
} from "react";

/** Props the app's link component receives for internal routes. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A component that renders an internal link, e.g. a wrapper around Next's `Link`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

interface LinkContextValue {
  component: LinkComponent | "a";
  onAction: ((action: string) => void) | undefined;
  warn: (message: string) => void;
}

const LinkContext = createContext<LinkContextValue>({
  component: "a",
  onAction: undefined,
  warn: (message) => console.warn(message),
});

export interface LinkProviderProps {
  /** Renders internal links (client-side routing). External links always use `<a>`. @default "a" */
  component?: LinkComponent;
  /** Runs an in-page action from an `action:` target, e.g. `open-news-feed-panel`. */
  onAction?: (action: string) => void;
  /** Receives "no such action: …" for unknown actions. @default console.warn */
  warn?: (message: string) => void;
  children?: ReactNode;
}

/**
 * Plugs the app's router and in-page actions into every `Link` below it.
 * The design system never imports Next.js; the app passes its `Link` here.
 */
export function LinkProvider({ component, onAction, warn, children }: LinkProviderProps) {
  const parent = useContext(LinkContext);
  const value = useMemo(
    () => ({
      component: component ?? parent.component,
      onAction: onAction ?? parent.onAction,
      warn: warn ?? parent.warn,
    }),
    [component, onAction, warn, parent],
  );
  return <LinkContext.Provider value={value}>{children}</LinkContext.Provider>;
}

/** The link adapter and action handler in effect. */
export function useLinkContext(): LinkContextValue {
  return useContext(LinkContext);
}
