import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

/** The one character PostgreSQL's text cannot hold: a value with it fails the query itself. */
const NUL = "\u0000";

/**
 * Whether a variables value holds a NUL in any string, at any depth. Walked with a list, not by
 * recursion: a hostile request nests its variables thousands deep.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes(NUL)) return true;
    } else if (next && typeof next === "object") {
      for (const item of Object.values(next)) pending.push(item);
    }
  }
  return false;
}

/**
 * Refuses a request whose variables carry a NUL (U+0000) with a 400 that says so. The database
 * refuses such text (as a slug, a search, a form's field), and the service answered with a masked
 * 500; no text the site stores or looks up has one.
 */
export function graphqlTextGuard(): Plugin {
  return {
    onParams({ params, setResult }) {
      if (!holdsNul(params.variables)) return;
      setResult({
        errors: [
          new GraphQLError("Text may not contain the NUL character (U+0000).", {
            extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
          }),
        ],
      });
    },
  };
}
