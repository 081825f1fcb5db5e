import type { Page } from "@playwright/test";
import { watchPendingRequests } from "./pendingRequests";

/**
 * Opens `/en/site-error`, a page whose render fails, and waits until the failure is logged in
 * the page (a crawler's page is rendered in one piece, so it arrives as a logged error, not
 * through the error boundary) and every request of the page has settled. Answers the response.
 */
export async function openFailedRender(page: Page) {
  const logged = page.waitForEvent("console", (m) => m.type() === "error");
  const requests = watchPendingRequests(page);
  const response = await page.goto("/en/site-error");
  await logged;
  await requests.settled();
  return response;
}
