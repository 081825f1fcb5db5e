import { expect, test } from "@playwright/test";
import { servicesUrl } from "../playwright.config";
import { signInAsEditor } from "./editorGate";
import { installationSecretOf } from "./secrets";
import { signIn } from "./signIn";
import { payloads, rawReflections, watchExecutions } from "./xss";

/**
 * Hostile input through every rendering path of outside text (issue 20): CMS
 * rich text, flash messages and file names here; search (query and highlighted
 * results), an anonymous visit, in `xss-search.spec.ts`. Each payload tries to run `window.__xss=…` (or open a dialog); the
 * browser must run none of them, and the server's HTML must not carry any
 * payload's markup as it was sent. The full corpus also goes through the
 * sanitiser's allow-lists in Vitest (`src/site/sanitizeHtml.xss.test.ts`).
 */

const MANAGEMENT_TOKEN = installationSecretOf("CONTENT_MANAGEMENT_TOKEN");
/** A page with a rich-text module that no other browser test reads in German. */
const PAGE_ID = "page-sustainability";
const PAGE_PATH = "/de/company/sustainability";

const management = (path: string, init: RequestInit = {}) =>
  fetch(`${servicesUrl}/content/manage${path}`, {
    ...init,
    headers: { authorization: `Bearer ${MANAGEMENT_TOKEN}`, ...(init.headers ?? {}) },
  });

const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

test("CMS rich text: the whole corpus in a published page runs nothing and is not echoed raw", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watch = watchExecutions(page);
  // The German translation of the page, written through the content service's translation
  // exchange as a translation agency would, with every payload in its rich-text units.
  await management(`/translation/${PAGE_ID}/start`, { method: "POST" });
  const exported = await management(`/translation/${PAGE_ID}/xliff?target=de`);
  expect(exported.status).toBe(200);
  const source = await exported.text();
  let richUnits = 0;
  const translated = source.replace(
    /(<unit\b[^>]*\bid="([^"]+)"[\s\S]*?)<source>([\s\S]*?)<\/source>/g,
    (_, head: string, id: string, text: string) => {
      if (!id.endsWith(".html")) return `${head}<source>${text}</source><target>${text}</target>`;
      richUnits += 1;
      const hostile = payloads.map((p) => `<p>${p}</p>`).join("");
      return `${head}<source>${text}</source><target>${xml(hostile)}</target>`;
    },
  );
  expect(richUnits).toBeGreaterThan(0);
  const imported = await management(`/translation/${PAGE_ID}/xliff`, {
    method: "POST",
    headers: { "content-type": "application/xliff+xml" },
    body: translated,
  });
  expect(imported.status, await imported.clone().text()).toBe(200);
  const published = await management(`/pages/${PAGE_ID}/publish`, { method: "POST" });
  expect(published.status).toBe(200);

  const html = await (await page.request.get(PAGE_PATH)).text();
  expect(html).toContain("__xss"); // The payloads' text is there…
  expect(rawReflections(html, payloads)).toEqual([]); // …but none of their markup as sent.
  await page.goto(PAGE_PATH);
  await page.waitForLoadState("networkidle");
  expect(await watch.executions()).toBe(0);

  // The editor's draft preview renders the same HTML per request.
  await signInAsEditor(page);
  await page.goto(`/en/editor/preview/${PAGE_ID}?lang=de`);
  await page.waitForLoadState("networkidle");
  expect(await watch.executions()).toBe(0);
  console.info(
    `[xss] CMS rich text: ${payloads.length} payloads in ${richUnits} unit(s), 0 executions, 0 raw reflections`,
  );

  // Back to a plain translation, so the page reads as before for anyone else.
  await management(`/translation/${PAGE_ID}/reset`, { method: "POST" });
});

test("flash messages: an XLIFF file's hostile unit ids in the import's error run nothing", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watch = watchExecutions(page);
  await signInAsEditor(page);
  await page.goto(`/en/editor/pages/${PAGE_ID}`);
  await page.getByRole("button", { name: "Start translation" }).click();
  await expect(page.getByText("Translation started.")).toBeVisible();
  const ids = payloads;
  for (const [index, payload] of ids.entries()) {
    // The unit id is echoed in the refusal: `Unit "…" is not a text of this page`. A marker
    // before the payload tells this refusal from the previous one.
    const id = `k${index}-${payload}`;
    const file = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
  <file id="${PAGE_ID}">
    <unit id="${xml(id)}"><segment><source>a</source><target>b</target></segment></unit>
  </file>
</xliff>`;
    // The form resets itself after each import; choosing the file again wins a race with it.
    await expect(async () => {
      await page.getByLabel("XLIFF file").setInputFiles({
        name: "hostile.xlf",
        mimeType: "application/xliff+xml",
        buffer: Buffer.from(file),
      });
      await page.getByRole("button", { name: "Import" }).click();
      await expect(page.getByText(new RegExp(`Unit "k${index}-`))).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    expect(await watch.executions(), payload).toBe(0);
  }
  await page.getByRole("button", { name: "Reset translation" }).click();
  console.info(`[xss] flash messages: ${ids.length} payloads, 0 executions`);
});

test("file names: hostile attachment names in a new ticket run nothing", async ({ page }) => {
  test.setTimeout(180_000);
  const watch = watchExecutions(page);
  await signIn(page, "customer@example.com", "/en/portal/tickets/newticket");
  const png = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489",
    "hex",
  );
  // A file name cannot hold a slash.
  // A file name cannot hold a slash: it is taken out, the rest of the payload kept.
  const names = payloads.map((p) => p.replaceAll("/", ""));
  for (const name of names) {
    await page.locator('input[type="file"]').setInputFiles({
      name: `${name}.png`,
      mimeType: "image/png",
      buffer: Buffer.concat([png, Buffer.alloc(512)]),
    });
    await expect(page.getByText(`${name}.png`, { exact: true }).first()).toBeVisible();
    expect(await watch.executions(), name).toBe(0);
  }
  console.info(`[xss] file names: ${names.length} payloads, 0 executions`);
});
