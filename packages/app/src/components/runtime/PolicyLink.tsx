"use client";

import type { LinkComponentProps } from "@wire/design-system";
import { type ConnectionInfo, MAX_PRELOADED_ROUTES, shouldPrefetch } from "@wire/domain";
import NextLink from "next/link";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { ROUTE_HANDLER_PATH } from "../../routing/routeHandlerPath";
import { createPrefetchBudget, type PrefetchBudget } from "../../runtime/prefetchBudget";

const BudgetContext = createContext<PrefetchBudget | null>(null);

/** The prefetch budget of the links below: at most 5 routes preloaded at once (spec §9). */
export function PrefetchBudgetProvider({ children }: { children: ReactNode }) {
  const [budget] = useState(() => createPrefetchBudget(MAX_PRELOADED_ROUTES));
  return <BudgetContext.Provider value={budget}>{children}</BudgetContext.Provider>;
}

function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * An internal link of the portal: a page's through Next's router (`RouteLink`); a download or a
 * route handler's (a WIRE Flow file, a ticket's attachment) as a plain anchor. Next's `Link`
 * would prefetch a file as if it were a page, fetching the whole file in the background for
 * every download on screen and, since its router never reads a body that is not a page's,
 * holding one of the browser's six connections to the site for each.
 */
export function PolicyLink(props: LinkComponentProps) {
  const { href, ref, download, ...rest } = props;
  if ((download !== undefined && download !== false) || ROUTE_HANDLER_PATH.test(href)) {
    return <a {...rest} href={href} ref={ref} download={download} />;
  }
  return <RouteLink {...props} />;
}

/**
 * Next's `Link` under the prefetch rules (spec §9): nothing is prefetched with data saver on or
 * on a 2g connection, and a link prefetches its route only while it is on screen and one of the
 * 5 slots of its `PrefetchBudgetProvider` is free (without one it never prefetches).
 */
function RouteLink({ href, ref, ...props }: LinkComponentProps) {
  const budget = useContext(BudgetContext);
  const [prefetch, setPrefetch] = useState(false);
  const element = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    const anchor = element.current;
    if (!anchor || !budget || !shouldPrefetch(connection())) return;
    let holding = false;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !holding) {
        holding = budget.take(href);
        setPrefetch(holding);
      } else if (!entry?.isIntersecting && holding) {
        budget.release(href);
        holding = false;
        setPrefetch(false);
      }
    });
    observer.observe(anchor);
    return () => {
      observer.disconnect();
      if (holding) budget.release(href);
    };
  }, [budget, href]);

  return (
    <NextLink
      {...props}
      href={href}
      ref={(node: HTMLAnchorElement | null) => {
        element.current = node;
        if (typeof ref === "function") ref(node);
        else if (ref) ref.current = node;
      }}
      prefetch={prefetch ? null : false}
    />
  );
}
