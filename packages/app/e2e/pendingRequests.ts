import { expect, type Page } from "@playwright/test";

/**
 * Watches a page's requests from now on; `settled()` waits until every one of them has finished
 * or failed. Used instead of Playwright's `networkidle` where that twice waited out a test's
 * minute (a crawler's fatal-error page, beside the other streams' page walks): the poll's failure
 * names the URLs still loading.
 */
export function watchPendingRequests(page: Page) {
  const pending = new Set<string>();
  page.on("request", (r) => pending.add(r.url()));
  page.on("requestfinished", (r) => pending.delete(r.url()));
  page.on("requestfailed", (r) => pending.delete(r.url()));
  return {
    settled: () =>
      expect
        .poll(() => [...pending], { message: "requests still loading", timeout: 30_000 })
        .toEqual([]),
  };
}
