import { parseLocale } from "@wire/domain";

/**
 * A route's `{locale}` segment when it is one (`en`, `de-ch`), else null: handlers put it in
 * redirects, where anything else (a newline, a non-Latin character) would not even be a
 * valid header, so they answer 400 first.
 *
 * @example localeParam("de-ch") // "de-ch"; localeParam("a\nb") // null
 */
export function localeParam(value: string): string | null {
  return parseLocale(value) ? value : null;
}

/** The 400 answer to a `{locale}` segment that is not one. */
export function unknownLocaleResponse(): Response {
  return new Response("Not a locale: the address must start with one such as /en or /de-ch.\n", {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
