import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { servicesUrl } from "../playwright.config";
import { axeViolations } from "./axe";
import { uniqueClient } from "./client";
import { EDITOR_PASSWORD, signInAsEditor } from "./editorGate";
import { installationSecretOf } from "./secrets";

/**
 * The editor area (issue 19) as an editor uses it, against the real content
 * service: the shared-password gate (wrong password, rate limit, cookie),
 * the page list, a translation started, exported as XLIFF, translated,
 * imported and seen in the draft preview, then reset; a draft change seen
 * in the preview and not on the public page; the guarded draft proxy; the
 * content service's refusal of drafts and protected content without its token.
 */
const SERVICES = process.env.E2E_SERVICES_URL ?? servicesUrl;
const MANAGEMENT_TOKEN = installationSecretOf("CONTENT_MANAGEMENT_TOKEN");
const PAGE_ID = "page-contact";

/** A page's translation as the editor's API answers it. */
async function translationState(request: APIRequestContext) {
  const response = await request.get(`/api/translation/state/${PAGE_ID}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    state: string;
    targetLanguages: { language: string; translationState: string }[];
  };
}

test.describe.configure({ mode: "serial" });

test("the gate: empty, wrong, rate-limited, then the right password and its cookie", async ({
  page,
  context,
  baseURL,
}) => {
  const client = uniqueClient();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": client });
  await page.goto("/en/editor");
  await expect(page.getByRole("heading", { name: "Editor area" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText("Please enter a password")).toBeVisible();
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText("The password is incorrect.")).toBeVisible();

  // Nine more quick wrong attempts from the same client; the eleventh is refused.
  for (let attempt = 2; attempt <= 10; attempt++) {
    const response = await page.request.post("/api/editor-area-autentication", {
      data: { input: `wrong-${attempt}` },
      headers: { origin: baseURL!, "x-forwarded-for": client },
    });
    expect(response.status()).toBe(401);
  }
  await page.getByLabel("Password").fill(EDITOR_PASSWORD);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText(/Too many attempts\. Please wait \d+ seconds/)).toBeVisible();
  const refused = await page.request.post("/api/editor-area-autentication", {
    data: { input: EDITOR_PASSWORD },
    headers: { origin: baseURL!, "x-forwarded-for": client },
  });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);

  // Another client with the right password gets in.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClient() });
  await signInAsEditor(page);
  const cookie = (await context.cookies()).find((c) => c.name === "uapp_editor")!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe("Lax");
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(89);
  expect(days).toBeLessThanOrEqual(90);
  expect(cookie.value).not.toContain(EDITOR_PASSWORD);
  expect(await axeViolations(page)).toEqual([]);

  // {hash}: the keyed hash handed back is the current password's.
  const login = await page.request.post("/api/editor-area-autentication", {
    data: { input: EDITOR_PASSWORD },
    headers: { origin: baseURL! },
  });
  const { hashedPassword } = (await login.json()) as { hashedPassword: string };
  expect(hashedPassword).not.toContain(EDITOR_PASSWORD);
  const check = await page.request.post("/api/editor-area-autentication", {
    data: { hash: hashedPassword },
    headers: { origin: baseURL! },
  });
  expect(await check.json()).toEqual({ success: true });

  // The area's header: the group's logo back to the site, and the sign-out.
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "WIRE Group" })).toHaveAttribute("href", "/en");
  await banner.getByRole("button", { name: "Sign out of the editor area" }).click();
  await expect(page.getByText("You have signed out of the editor area.")).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === "uapp_editor")).toBe(false);
});

test("the page list filters by state, site and language", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClient() });
  await signInAsEditor(page);
  // One table per site; the locator spans them all.
  const table = page.getByRole("table", { name: /^Pages – / });
  await expect(table.getByRole("link", { name: "Contact" }).first()).toBeVisible();
  await page.getByLabel("Title or path").fill("contact");
  await page
    .getByRole("combobox", { name: "Translation state" })
    .selectOption({ label: "Marked for translation" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=contact/);
  await expect(page).toHaveURL(/state=MarkedForTranslation/);
  await expect(table.getByRole("link", { name: "Contact" }).first()).toBeVisible();
  for (const badge of await table.getByText(/^(Translated|In progress)$/).all()) {
    await expect(badge).toBeHidden();
  }
});

test("the page list fits a laptop's screen, page types in words", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClient() });
  await signInAsEditor(page);
  // The pages are grouped by site, one table each (the site is the group's heading).
  const table = page
    .getByRole("table", { name: /^Pages – / })
    .filter({ has: page.getByRole("cell", { name: "Media releases overview" }) })
    .first();
  await expect(table.getByRole("cell", { name: "Media releases overview" }).first()).toBeVisible();
  await expect(table.getByText("MediaReleasesOverview")).toHaveCount(0);
  // The list scrolls sideways only where it must: here its last column is in view.
  await table.scrollIntoViewIfNeeded();
  await expect(table.getByRole("columnheader", { name: "Translation" })).toBeInViewport({
    ratio: 1,
  });
  const overflow = await table.evaluate((element) => {
    const scroller = element.parentElement!;
    return scroller.scrollWidth - scroller.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a translation: started, exported, translated, imported, previewed as a draft, reset", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClient() });
  await signInAsEditor(page);
  await page.goto(`/en/editor/pages/${PAGE_ID}`);
  await page.getByRole("button", { name: "Start translation" }).click();
  await expect(page.getByText("Translation started.")).toBeVisible();
  expect((await translationState(page.request)).state).toBe("InProgress");

  const exported = await page.request.get(`/api/translation/xliff/${PAGE_ID}?target=de`);
  expect(exported.status()).toBe(200);
  const source = await exported.text();
  expect(source).toContain('version="2.0"');
  expect(source).toContain('trgLang="de"');
  const marker = `[de ${randomUUID().slice(0, 6)}]`;
  const translated = source.replace(
    /<source>([\s\S]*?)<\/source>/g,
    (_, text: string) => `<source>${text}</source><target>${marker} ${text}</target>`,
  );

  // A broken file is refused with its line, and nothing changes.
  await page.getByLabel("XLIFF file").setInputFiles({
    name: "broken.xlf",
    mimeType: "application/xliff+xml",
    buffer: Buffer.from(translated.replace("</file>", "")),
  });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText(/The file was not imported: .*\(line \d+\)/)).toBeVisible();
  expect((await translationState(page.request)).state).toBe("InProgress");

  await page.getByLabel("XLIFF file").setInputFiles({
    name: "contact.en-de.xlf",
    mimeType: "application/xliff+xml",
    buffer: Buffer.from(translated),
  });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("The German translation was imported as a draft.")).toBeVisible();
  const afterImport = await translationState(page.request);
  expect(afterImport.targetLanguages.find((t) => t.language === "de")?.translationState).toBe(
    "Translated",
  );

  await page.goto(`/en/editor/preview/${PAGE_ID}?lang=de`);
  await expect(page.getByText("Draft", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(marker);
  expect(await axeViolations(page)).toEqual([]);
  const published = await page.request.get("/de/contact");
  expect(await published.text()).not.toContain(marker);

  await page.goto(`/en/editor/pages/${PAGE_ID}`);
  await page.getByRole("button", { name: "Reset translation" }).click();
  await expect(page.getByText("The translation was reset.")).toBeVisible();
  const reset = await translationState(page.request);
  expect(reset.state).toBe("MarkedForTranslation");
  expect(reset.targetLanguages.every((t) => t.translationState === "MarkedForTranslation")).toBe(
    true,
  );
});

test("a draft change shows in the editor's preview and not on the public page", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClient() });
  const title = `Careers draft ${randomUUID().slice(0, 6)}`;
  const changed = await fetch(`${SERVICES}/content/manage/pages/page-careers/localizations/en`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${MANAGEMENT_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ title }),
  });
  expect(changed.status).toBe(200);
  await signInAsEditor(page);
  await page.goto("/en/editor/preview/page-careers?lang=en");
  await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(`Draft: ${title}`);
  expect(await (await page.request.get("/en/company/careers")).text()).not.toContain(title);
});

test("without the token the content service gives neither drafts nor protected modules", async () => {
  const ask = (query: string) =>
    fetch(`${SERVICES}/content/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "gcms-locales": "en",
        origin: "http://evil.example",
      },
      body: JSON.stringify({ query }),
    });
  const draft = await ask('{ page(id: "page-careers", stage: DRAFT) { id title } }');
  expect(draft.headers.get("access-control-allow-origin")).toBeNull();
  const draftBody = (await draft.json()) as {
    data?: { page: unknown };
    errors?: { message: string }[];
  };
  expect(draftBody.data?.page ?? null).toBeNull();
  expect(draftBody.errors?.[0]?.message).toBe("The DRAFT stage needs the preview token.");

  for (const id of ["page-product-preview", "page-partner-area"]) {
    const protectedPage = await ask(
      `{ page(id: "${id}") { id protection modules { __typename } } }`,
    );
    const body = (await protectedPage.json()) as {
      data: { page: { protection: string; modules: unknown[] } };
    };
    expect(body.data.page.protection).not.toBe("NONE");
    expect(body.data.page.modules).toEqual([]);
  }
});

test("the draft proxy: queries only, for editors, to the content service alone", async ({
  page,
  baseURL,
  playwright,
}) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClient() });
  const headers = { origin: baseURL!, "gcms-locales": "en" };
  const query = '{ page(id: "page-careers", stage: DRAFT) { id title } }';

  const anonymous = await playwright.request.newContext({ baseURL: baseURL! });
  const noCookie = await anonymous.post("/api/hygraph-draft-proxy", { data: { query }, headers });
  expect(noCookie.status()).toBe(401);
  for (const action of ["state", "start", "reset"]) {
    expect((await anonymous.get(`/api/translation/${action}/${PAGE_ID}`)).status()).toBe(401);
  }
  expect((await anonymous.get(`/api/translation/xliff/${PAGE_ID}?target=de`)).status()).toBe(401);
  await anonymous.dispose();

  await signInAsEditor(page);
  const proxy = (data: unknown, path = "/api/hygraph-draft-proxy") =>
    page.request.post(path, { data, headers });
  const ok = await proxy({ query });
  expect(ok.status()).toBe(200);
  expect(((await ok.json()) as { data: { page: { id: string } } }).data.page.id).toBe(
    "page-careers",
  );
  // `gcms-locales` as the site's content client and Hygraph write it (issue 41, item 8).
  for (const locales of ["de, en", "de,en", "fr ,  de , en"]) {
    const listed = await page.request.post("/api/hygraph-draft-proxy", {
      data: { query },
      headers: { ...headers, "gcms-locales": locales },
    });
    expect(listed.status(), locales).toBe(200);
    expect(((await listed.json()) as { data: { page: { id: string } } }).data.page.id).toBe(
      "page-careers",
    );
  }
  for (const locales of ["de,,en", "de, xx", "de;en"]) {
    const refused = await page.request.post("/api/hygraph-draft-proxy", {
      data: { query },
      headers: { ...headers, "gcms-locales": locales },
    });
    expect(refused.status(), locales).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/gcms-locales/);
  }

  expect((await proxy({ query: 'mutation { publishPage(id: "x") { id } }' })).status()).toBe(400);
  expect((await proxy({ query: "subscription { pages { id } }" })).status()).toBe(400);
  expect((await proxy({ query: "{ __schema { queryType { name } } }" })).status()).toBe(400);
  expect(
    (await proxy({ query }, "/api/hygraph-draft-proxy?url=http://evil.example/graphql")).status(),
  ).toBe(400);
  expect((await proxy({ query, endpoint: "http://evil.example/graphql" })).status()).toBe(400);
  expect((await page.request.get("/api/hygraph-draft-proxy")).status()).toBe(405);
});
