/**
 * The fatal 404 message for a route whose validation fails (spec §2, §8).
 *
 * @example
 * fatalPageNotFoundMessage("/de/products/x?y=1"); // => "Page Not Found: /de/products/x?y=1"
 */
export function fatalPageNotFoundMessage(fullPath: string): string {
  return `Page Not Found: ${fullPath}`;
}
