const CRAWLER = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|facebookcatalog|google/i;

/**
 * Whether a user agent is a crawler (bots, lighthouse, facebook preview, google), for which
 * fatal errors are only logged (spec §4).
 *
 * @example
 * isCrawler("Mozilla/5.0 (compatible; Googlebot/2.1)"); // => true
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return CRAWLER.test(userAgent ?? "");
}
