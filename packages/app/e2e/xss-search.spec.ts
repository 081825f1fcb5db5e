import { expect, test } from "@playwright/test";
import { payloads, rawReflections, watchExecutions } from "./xss";

/**
 * Hostile search input (issue 20): the public search page renders each query and its
 * highlighted results on the server, and suggestions as the visitor types. An anonymous visit,
 * so it runs in the anonymous visitors' stream; the paths behind a sign-in are in `xss.spec.ts`.
 */

/** Payloads whose markup would still be markup if the server wrote them out as sent. */
const withMarkup = payloads.filter((p) => /<[a-z!/]/i.test(p));

/** A subset spread over the corpus, for paths that take one page load per payload. */
function spread(list: readonly string[], count: number): string[] {
  const step = Math.max(1, Math.floor(list.length / count));
  return list.filter((_, index) => index % step === 0).slice(0, count);
}

test("search: hostile queries and suggestions run nothing and are not echoed raw", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const watch = watchExecutions(page);
  const queries = payloads;
  for (const query of queries) {
    // The results render on the server: a payload that got through would run while loading. The
    // navigation's own answer is the HTML checked for reflections (one render per payload).
    const response = await page.goto(`/en/search?q=${encodeURIComponent(query)}`, {
      waitUntil: "load",
    });
    const html = await response!.text();
    expect(html, "the search page's own HTML").toContain('id="main"');
    expect(rawReflections(html, [query]), query).toEqual([]);
    expect(await watch.executions(), query).toBe(0);
  }
  // Suggestions highlight the typed terms as text.
  await page.goto("/en/search?q=crimp");
  const field = page.getByRole("combobox").first();
  for (const query of spread(withMarkup, 5)) {
    await field.fill(`crimp ${query}`);
    await page.waitForLoadState("networkidle");
    expect(await watch.executions(), query).toBe(0);
  }
  console.info(
    `[xss] search: ${queries.length} queries + 5 suggestion inputs, 0 executions, 0 raw reflections`,
  );
});
