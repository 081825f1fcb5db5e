import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Runs axe-core (WCAG 2.2 A and AA rules, and axe's best practices: landmarks, heading order,
 * text alternatives that repeat their text) in the page and returns its violations.
 */
export async function axeViolations(page: Page) {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern: a <script>
  // tag (addScriptTag) is inline script, which no page allows (issue 41, item 7).
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe;
    // react-aria's live announcer keeps an emptied message node (role="img" labelled by an id it
    // has removed) after announcing "loading"; it is visually hidden and never focusable.
    const result = await axe.run(
      { exclude: [["[data-live-announcer]"]] },
      {
        runOnly: {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
        },
      },
    );
    return result.violations.map((v: { id: string; help: string; nodes: unknown[] }) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.length,
    }));
  });
}
