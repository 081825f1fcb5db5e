import { type APIRequestContext, expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { openFailedRender } from "./failedRender";

test("the error page shows title, overline, maintenance notice and a home link", async ({
  page,
}) => {
  await page.goto("/en/error");
  await expect(page).toHaveTitle("Error | WIRE Group");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, something went wrong");
  await expect(page.getByRole("main").getByText("Maintenance work", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Go to the home page" }),
  ).toHaveAttribute("href", "/en");
  expect(await axeViolations(page)).toEqual([]);
});

test("a fatal error shows the error page in the visitor's language", async ({ page }) => {
  const response = await page.goto("/de/site-error");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Es ist leider ein Fehler aufgetreten",
  );
  await expect(page).toHaveTitle(/\| WIRE Group$/);
});

test.describe("for a crawler", () => {
  test.use({
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  test("a fatal error is logged without rendering the error page", async ({ page }) => {
    const response = await openFailedRender(page);
    expect(response?.status()).toBe(500);
    await expect(page.getByText("Sorry, something went wrong")).toHaveCount(0);
  });
});

/** The HTML a visitor without JavaScript (or a crawler) gets, scripts taken out. */
async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const body = html.slice(html.indexOf("<body"));
  return { status: response.status(), body: body.replace(/<script[\s\S]*?<\/script>/g, "") };
}

test("the not-found page's server HTML holds header, message, home link and footer", async ({
  request,
}) => {
  const { status, body } = await serverHtml(request, "/en/no/such/page");
  expect(status).toBe(404);
  expect(body).toContain("<header");
  expect(body).toContain("Page not found: /en/no/such/page");
  // The home link after the message: an anchor to /en whose content (an icon, then the text)
  // names the home page (the header's logo links there too, before the message).
  expect(body.slice(body.indexOf("Page not found: /en/no/such/page"))).toMatch(
    /<a [^>]*href="\/en"[^>]*>(?:(?!<\/a>)[\s\S])*Go to the home page/,
  );
  expect(body).toContain("<footer");
});

test("a route that fails validation shows the fatal 404 naming the full path", async ({
  page,
  request,
}) => {
  // A path with a file extension is not routed by the proxy, so its segments reach the route
  // as site and locale, which fail validation (spec §8).
  const { status, body } = await serverHtml(request, "/en/no-such-file.txt");
  expect(status).toBe(404);
  expect(body).toContain("Page Not Found: /en/no-such-file.txt");
  const response = await page.goto("/en/catalogue/no-such-file.txt");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Page Not Found: /en/catalogue/no-such-file.txt",
  );
});
