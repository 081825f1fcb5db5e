import { displayLocale } from "@wire/domain";
import type { Session } from "../auth/sessionStore";

/**
 * The display locale of a signed-in reader's numbers, prices and dates: the page's language with
 * the country of their profile (the identity server's `country` claim), so a customer in Germany
 * on `/de` reads "156,48 €"; without a session or country, the language's own (spec §9).
 *
 * @example
 * readerDisplayLocale({ claims: { country: "DE" } } as Session, "de"); // => "de-DE"
 */
export function readerDisplayLocale(
  session: Pick<Session, "claims"> | null,
  language: string,
): string {
  const country = session?.claims.country;
  return displayLocale(language, typeof country === "string" ? country : null);
}
