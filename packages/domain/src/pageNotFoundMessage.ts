/**
 * The non-fatal message for a path no route matches (spec §2).
 *
 * @example
 * pageNotFoundMessage("/de/x"); // => "Page not found: /de/x"
 */
export function pageNotFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}
