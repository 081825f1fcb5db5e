import { hasControlCharacter } from "@wire/domain";

/** What may not appear in a value a route passes on to a service, and why (first match wins). */
const UNSAFE: readonly [{ test(value: string): boolean }, string][] = [
  [{ test: hasControlCharacter }, "control characters"],
  [/^[a-z][a-z0-9+.-]*:/i, "a scheme (an absolute URL)"],
  [/^\/\/|^\\\\/, "another host"],
  [/%(2f|5c|2e|25|00)/i, "encoded slashes, dots or percent signs"],
  [/(^|[/\\])\.\.([/\\]|$)/, "'..'"],
  [/[/\\]/, "slashes"],
  [/@/, "'@' (credentials or another host)"],
];

/**
 * Why a path segment or parameter must not be forwarded to a service (issue 20, SSRF): an
 * absolute URL, another host, a scheme, encoded slashes, `..` or control characters; null
 * when none is in it. Routes answer such a value with 400 and this reason, before their own
 * format rules.
 *
 * @example unsafeForwardedValue("..%2Fadmin") // "encoded slashes, dots or percent signs"
 */
export function unsafeForwardedValue(value: string): string | null {
  for (const [pattern, reason] of UNSAFE) if (pattern.test(value)) return reason;
  return null;
}

/** The 400 answer naming the parameter and what is wrong with it. */
export function unsafeValueResponse(name: string, reason: string): Response {
  return Response.json(
    { errors: { [name]: `${name} must not contain ${reason}` } },
    { status: 400, headers: { "cache-control": "no-store" } },
  );
}
