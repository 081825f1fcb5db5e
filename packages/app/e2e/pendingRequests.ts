import { expect, type Page, type Request } from "@playwright/test";

/**
 * Watches a page's requests from now on; `settled()` waits until every one of them has finished
 * or failed. Used instead of Playwright's `networkidle` where that twice waited out a test's
 * minute (a crawler's fatal-error page, beside the other streams' page walks): the poll's failure
 * names the URLs still loading.
 */
export function watchPendingRequests(page: Page) {
  // Requests themselves, not their URLs: two loads of one URL settle one by one.
  const pending = new Set<Request>();
  page.on("request", (r) => pending.add(r));
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => pending.delete(r));
  return {
    settled: () =>
      expect
        .poll(() => [...pending].map((r) => r.url()), {
          message: "requests still loading",
          timeout: 30_000,
        })
        .toEqual([]),
  };
}
