import { parseLocale } from "./parseLocale.ts";

/** A redirect answer. */
export interface Redirect {
  readonly status: 301 | 302;
  readonly location: string;
}

/** A system redirect entity (spec §3): previous URL to a target link. */
export interface SystemRedirect {
  readonly previousUrl: string;
  readonly target: string;
}

/** What `redirectFor` needs to know about the request. */
export interface RedirectContext {
  /** Locale segments offered on this site (e.g. `["en", "de-ch"]`) and the one to correct to. */
  readonly locales?: { readonly offered: readonly string[]; readonly target: string };
  readonly systemRedirects?: readonly SystemRedirect[];
}

function stripTrailingSlashes(path: string): string {
  return path.replace(/\/+$/, "") || "/";
}

/**
 * The redirect for a request path, or `null` (spec §2, §8). Checked in order:
 * 1. a trailing slash (not the root) → 301 to the slash-less form, query kept;
 * 2. a system redirect whose `previousUrl` equals the path (trailing slashes ignored) → 301 to
 *    its target;
 * 3. a first segment that is a locale but not offered → 302 with that segment replaced by the
 *    target locale, rest of the path and query kept.
 *
 * @example
 * redirectFor("/de/products/?a=1", {}); // => { status: 301, location: "/de/products?a=1" }
 */
export function redirectFor(pathname: string, context: RedirectContext = {}): Redirect | null {
  const queryAt = pathname.search(/[?#]/);
  const path = queryAt === -1 ? pathname : pathname.slice(0, queryAt);
  const query = queryAt === -1 ? "" : pathname.slice(queryAt);

  if (path.length > 1 && path.endsWith("/")) {
    return { status: 301, location: `${stripTrailingSlashes(path)}${query}` };
  }

  const system = context.systemRedirects?.find(
    (redirect) => stripTrailingSlashes(redirect.previousUrl) === path,
  );
  if (system) return { status: 301, location: system.target };

  const locales = context.locales;
  if (locales) {
    const [, first, ...rest] = path.split("/");
    if (parseLocale(first) && !locales.offered.includes(first!) && first !== locales.target) {
      return { status: 302, location: `/${[locales.target, ...rest].join("/")}${query}` };
    }
  }
  return null;
}
