import { request as httpRequest } from "node:http";
import type { Page } from "@playwright/test";

const octet = () => Math.floor(Math.random() * 250) + 1;

/**
 * An address of a client of its own, as nginx would pass it (`X-Forwarded-For`): believed only
 * from the site's trusted proxy, which the browser tests play (`TRUSTED_PROXIES=127.0.0.1`).
 */
export const uniqueClient = () => `10.${octet()}.${octet()}.${octet()}`;

/**
 * Makes the page a client of its own for the site's per-client limits (form submissions, login
 * starts, password tries): every browser test comes from one address, and on a fast machine the
 * suite's sign-ins alone passed the thirty login starts a minute one office may make.
 */
export async function asNewClient(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClient() });
}

/**
 * A loopback address other than 127.0.0.1 (Linux answers the whole 127/8), new each run: a
 * client that connects to the site directly, not through the trusted proxy the browser tests
 * play (`TRUSTED_PROXIES=127.0.0.1` in playwright.config.ts).
 */
export const directClientAddress = () => `127.${octet()}.${octet()}.${octet()}`;

/**
 * A request sent from `localAddress` (Playwright's request context cannot choose the address it
 * connects from); answers the status and headers.
 */
export async function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return await new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: init.method ?? "GET", headers: init.headers, localAddress },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}
