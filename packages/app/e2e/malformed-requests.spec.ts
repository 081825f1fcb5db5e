import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { Upload } from "tus-js-client";
import { servicesUrl } from "../playwright.config";
import { signInAsEditor } from "./editorGate";
import { INTERNALS, send } from "./rawHttp";
import { signIn } from "./signIn";

/**
 * Issue 41, items 4, 5 and 8 (tus), against the built site and the real services: the requests
 * a black-box review sent that answered 5xx, an SQL statement or a protocol answer third-party
 * clients could not use. Every answer here is below 500 and shows nothing of the server's insides.
 */

/** A valid 1×1 PNG: the services' test fixture. */
const png = (): Buffer =>
  readFileSync(fileURLToPath(new URL("../../services/src/testing/onePixel.png", import.meta.url)));

/** The signed-in page's cookies as one header, for requests made outside the browser. */
async function cookieHeader(page: Page, baseURL: string): Promise<string> {
  return (await page.context().cookies(baseURL)).map((c) => `${c.name}=${c.value}`).join("; ");
}

/** Uploads `file` through the site's tus door with tus-js-client, as a third-party client would. */
function tusUpload(
  baseURL: string,
  headers: Record<string, string>,
  file: Buffer,
  filename: string,
): Promise<{ url: string } | { status: number; body: string }> {
  return new Promise((resolve) => {
    const upload = new Upload(file, {
      endpoint: `${baseURL}/api/uploads`,
      headers,
      metadata: { filename, filetype: "image/png" },
      retryDelays: [],
      onSuccess: () => resolve({ url: upload.url ?? "" }),
      onError: (error) => {
        const response = (
          error as { originalResponse?: { getStatus(): number; getBody(): string } }
        ).originalResponse;
        resolve({ status: response?.getStatus() ?? 0, body: response?.getBody() ?? error.message });
      },
    });
    upload.start();
  });
}

const BASE64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

test("uploads: a file name with a NUL is stored, an unusable one answers 400 with a message, none shows SQL", async ({
  page,
  baseURL,
}) => {
  await signIn(page, "customer@example.com");
  const headers = { cookie: await cookieHeader(page, baseURL!), origin: baseURL! };
  const file = png();

  // tus-js-client, as a third-party client: it answered 500 with the failed insert and its
  // parameters (the user id among them).
  const withNul = await tusUpload(baseURL!, headers, file, "a\u0000b.png");
  expect(withNul, JSON.stringify(withNul)).toHaveProperty("url");
  expect((withNul as { url: string }).url).toMatch(/\/api\/uploads\/[a-f0-9-]{36}$/);

  for (const name of ["\u0000", " / ", ".."]) {
    const refused = await send(`${baseURL}/api/uploads`, "POST", {
      ...headers,
      "tus-resumable": "1.0.0",
      "upload-length": String(file.length),
      "upload-metadata": `filename ${BASE64(name)},filetype ${BASE64("image/png")}`,
    });
    expect(refused.status, JSON.stringify(name)).toBe(400);
    expect(refused.body).toMatch(/file name is not usable/);
    expect(refused.body).not.toMatch(INTERNALS);
  }
});

test("tus 1.0.0: OPTIONS announces version, extensions and size; a PATCH of another media type answers 415", async ({
  page,
  baseURL,
}) => {
  const options = await send(`${baseURL}/api/uploads`, "OPTIONS");
  expect(options.status).toBe(204);
  expect(options.headers["tus-resumable"]).toBe("1.0.0");
  expect(options.headers["tus-version"]).toBe("1.0.0");
  expect(String(options.headers["tus-extension"]).split(",")).toContain("creation");
  expect(options.headers["tus-max-size"]).toBe(String(100 * 1024 * 1024));
  expect(options.headers.allow).toMatch(/PATCH/);

  await signIn(page, "customer@example.com");
  const headers = { cookie: await cookieHeader(page, baseURL!), origin: baseURL! };
  const file = png();
  const created = await send(`${baseURL}/api/uploads`, "POST", {
    ...headers,
    "tus-resumable": "1.0.0",
    "upload-length": String(file.length),
    "upload-metadata": `filename ${BASE64("photo.png")},filetype ${BASE64("image/png")}`,
  });
  expect(created.status).toBe(201);
  const location = new URL(String(created.headers.location), baseURL).href;
  for (const type of ["application/octet-stream", "image/png"]) {
    const patched = await send(
      location,
      "PATCH",
      { ...headers, "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": type },
      file,
    );
    expect(patched.status, type).toBe(415);
    expect(patched.body).toMatch(/application\/offset\+octet-stream/);
  }
  const patched = await send(
    location,
    "PATCH",
    {
      ...headers,
      "tus-resumable": "1.0.0",
      "upload-offset": "0",
      "content-type": "application/offset+octet-stream",
    },
    file,
  );
  expect(patched.status).toBe(204);
});

test("malformed requests to the services, the editor's API, unknown API paths and server actions answer 4xx with a message", async ({
  page,
  baseURL,
}) => {
  // The services: a path that does not decode.
  for (const suffix of ["%FF", "%", "%C0%AF", "%ED%A0%80"]) {
    const answer = await send(`${servicesUrl}/forms/submissions/${suffix}`, "GET");
    expect(answer.status, suffix).toBe(400);
    expect(answer.body).toMatch(/percent-encoding/);
  }

  // A form body that does not parse, to addresses no page or route handler answers.
  const brokenForm = "--x\r\nContent-Disposition: form-data; name=";
  for (const path of [
    "/api/nope",
    "/api/uploads/%2e%2e",
    "/api/product-data/a/b/c/d/e",
    "/api/",
    "/file/a/b",
    "/_next/nope",
    "/healthz/x",
    "/style-guide/index.html",
    "/en/x.y",
  ]) {
    for (const type of ["multipart/form-data; boundary=x", "application/x-www-form-urlencoded"]) {
      const answer = await send(
        `${baseURL}${path}`,
        "POST",
        { "content-type": type, origin: baseURL! },
        brokenForm,
      );
      expect(answer.status, `${path} ${type}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${path} ${type}`).toBeLessThan(500);
      expect(answer.body.trim(), path).not.toBe("");
    }
  }

  // A server action posted from another site: refused with 403 and a message, not a 500.
  for (const [label, headers, body] of [
    [
      "action",
      { "next-action": "7f".padEnd(42, "0"), "content-type": "text/plain;charset=UTF-8" },
      "[]",
    ],
    [
      "form",
      { "content-type": "multipart/form-data; boundary=x" },
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    ],
  ] as const) {
    for (const origin of ["http://evil.example", "null"]) {
      const answer = await send(`${baseURL}/en/contact`, "POST", { ...headers, origin }, body);
      expect(answer.status, `${label} from ${origin}`).toBe(403);
      expect(answer.body).toMatch(/only be sent from this site/);
    }
  }

  // The editor's translation calls: an action read through the prototype answered 503.
  await signInAsEditor(page);
  for (const action of ["constructor", "__proto__", "toString", "hasOwnProperty", "nope"]) {
    const answer = await page.request.get(`/api/translation/${action}/page-home`);
    expect(answer.status(), action).toBe(404);
    expect(await answer.text()).toMatch(/Unknown translation action/);
  }
  expect((await page.request.get("/api/translation/state/page-home")).status()).toBeLessThan(500);
});
