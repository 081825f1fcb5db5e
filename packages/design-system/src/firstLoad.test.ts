import { describe, expect, it } from "vitest";
import { commands } from "vitest/browser";

/**
 * Guards the public site's first-load JavaScript budget: the components the
 * public pages (content and product pages) render must not pull in react-aria,
 * react-stately, Radix or use-intl (≈77 KiB gz), and their bundle must not
 * quietly grow. The bundle is built in Node by the `bundleFirstLoad` command
 * (`src/test/bundleFirstLoad.ts`).
 */

const forbidden = /react-aria|react-stately|@react-aria|@react-stately|@radix-ui|use-intl/;

/**
 * Gzipped bytes of the first-load components: ~11.3 KiB when written (73 KiB before they left
 * react-aria); 16.6 KiB with the product page's components (issue 14), plus headroom.
 */
const maxGzipBytes = 18 * 1024;

describe("first-load components", () => {
  it("bundle without react-aria, react-stately, Radix or use-intl, within the size budget", async () => {
    const bundle = await commands.bundleFirstLoad();
    const offenders = bundle.modules.filter((id) => forbidden.test(id));
    expect(offenders.map((id) => id.replace(/^.*node_modules\//, ""))).toEqual([]);
    expect(bundle.gzipBytes).toBeLessThanOrEqual(maxGzipBytes);
  }, 120_000);
});
