import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

/** The hostile inputs of the XSS browser tests (issue 20), one per line of the corpus. */
export const payloads: string[] = JSON.parse(
  readFileSync(new URL("./fixtures/xss-payloads.json", import.meta.url), "utf8"),
);

/** Counts executions: the payloads' marker and any dialog they open. */
export function watchExecutions(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async executions(): Promise<number> {
      const marker = await page.evaluate(
        () => (window as unknown as { __xss?: number }).__xss ?? 0,
      );
      return marker + dialogs.length;
    },
  };
}

/** The payloads found verbatim in a server answer. */
export function rawReflections(html: string, sent: readonly string[]): string[] {
  return sent.filter((p) => /<[a-z!/]/i.test(p) && html.includes(p));
}
