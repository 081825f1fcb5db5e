import { createGraphQLError, type Plugin } from "graphql-yoga";

/** Deepest bracket nesting a document may have: the site's deepest operation has 15. */
export const MAX_DOCUMENT_NESTING = 64;

/**
 * The deepest nesting of `{`, `[` and `(` in a GraphQL document, outside strings and comments.
 * graphql-js parses recursively: a document nested a few thousand levels deep overflows the
 * stack before the token limit is reached (lists of lists in an argument need fewer tokens per
 * level than selections), so this is counted before parsing, in one pass.
 *
 * @example
 * documentNesting('{ a(x: [[1]]) { b } }'); // => 4
 */
export function documentNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === "#") {
      while (i < source.length && source[i] !== "\n" && source[i] !== "\r") i++;
    } else if (char === '"') {
      if (source.startsWith('"""', i)) {
        const end = source.indexOf('"""', i + 3);
        i = end < 0 ? source.length : end + 2;
      } else {
        for (i++; i < source.length && source[i] !== '"' && source[i] !== "\n"; i++) {
          if (source[i] === "\\") i++;
        }
      }
    } else if (char === "{" || char === "[" || char === "(") {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === "}" || char === "]" || char === ")") {
      depth--;
    }
  }
  return deepest;
}

/** Refuses, before parsing, a document nested deeper than `MAX_DOCUMENT_NESTING` (a 400). */
export function graphqlNestingLimit(maxNesting = MAX_DOCUMENT_NESTING): Plugin {
  return {
    onParse({ params }) {
      const source = typeof params.source === "string" ? params.source : params.source.body;
      if (documentNesting(source) > maxNesting) {
        throw createGraphQLError(
          `Syntax Error: the document is nested deeper than ${maxNesting} levels.`,
        );
      }
    },
  };
}
