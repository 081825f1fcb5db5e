import type { Page } from "@playwright/test";

const octet = () => Math.floor(Math.random() * 250) + 1;

/** An address of a client of its own, as nginx would pass it (`X-Forwarded-For`). */
export const uniqueClient = () => `10.${octet()}.${octet()}.${octet()}`;

/**
 * Makes the page a client of its own for the site's per-client limits (form submissions, login
 * starts, password tries): every browser test comes from one address, and on a fast machine the
 * suite's sign-ins alone passed the thirty login starts a minute one office may make.
 */
export async function asNewClient(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClient() });
}
