/** In-page actions a link can trigger (spec §2). */
export const LINK_ACTIONS = ["open-news-feed-panel"] as const;

/** A known in-page action. */
export type LinkAction = (typeof LINK_ACTIONS)[number];

/** What a link target means. */
export type LinkTarget =
  | { readonly kind: "external"; readonly href: string }
  | { readonly kind: "action"; readonly action: string; readonly known: boolean }
  | { readonly kind: "internal"; readonly href: string };

/**
 * Classifies a link target (spec §2): `http…` is external as is; `hard:…` is external with the
 * prefix dropped; `action:…` is an in-page action — an unknown one is still returned (with
 * `known: false`) and reported as `no such action: {action}` through `warn`; anything else is an
 * internal route.
 *
 * @example
 * parseLinkTarget("hard:/de/file/x"); // => { kind: "external", href: "/de/file/x" }
 * parseLinkTarget("action:open-news-feed-panel"); // => { kind: "action", action: "open-news-feed-panel", known: true }
 */
export function parseLinkTarget(target: string, warn?: (message: string) => void): LinkTarget {
  if (target.startsWith("http")) return { kind: "external", href: target };
  if (target.startsWith("hard:")) return { kind: "external", href: target.slice("hard:".length) };
  if (target.startsWith("action:")) {
    const action = target.slice("action:".length);
    const known = (LINK_ACTIONS as readonly string[]).includes(action);
    if (!known) warn?.(`no such action: ${action}`);
    return { kind: "action", action, known };
  }
  return { kind: "internal", href: target };
}
