import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type SisTestServices,
  startSisTestServices,
} from "../../../services/src/testing/testServices";
import { cookieJar, seededRandom } from "../testing/routeHarness";

vi.mock("next/headers", async () => (await import("../testing/routeHarness")).nextHeadersMock());

/**
 * Fuzz (issue 20): every route handler of the app, called through its module's exported
 * handlers with ≥ 200 malformed requests each — wrong types in path, query and body, 1 MB
 * bodies, 5 000-deep JSON, invalid UTF-8, invalid JSON, wrong methods and content types,
 * hostile cookies and origins — against the real local services (embedded database). Every
 * answer must be below 500, a 4xx must say why, no answer may carry a stack trace or a path,
 * and none may hang. The cases come from a seeded generator: a failure repeats with its seed.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_2026);
const CASES_PER_HANDLER = Number(process.env.FUZZ_CASES ?? 200);
const APP = "http://localhost:3000";
const HANG_MS = 20_000;
const USER = "customer@example.com";

type Handler = (
  request: Request,
  context: { params: Promise<unknown> },
) => Promise<Response> | Response;
interface Target {
  route: string;
  load: () => Promise<Record<string, unknown>>;
  /** Path parameters the route has (a catch-all's value is an array). */
  params?: Record<string, string | string[]>;
  query?: readonly string[];
  fields?: readonly string[];
}

const TARGETS: Target[] = [
  {
    route: "/api/auth/login",
    load: () => import("./api/auth/login/route"),
    query: ["returnTo", "silent", "prompt"],
  },
  { route: "/api/auth/session", load: () => import("./api/auth/session/route") },
  {
    route: "/api/auth/logout",
    load: () => import("./api/auth/logout/route"),
    query: ["locale"],
    fields: ["locale"],
  },
  {
    route: "/api/bot-check",
    load: () => import("./api/bot-check/route"),
    fields: ["action", "elapsedMs"],
  },
  {
    route: "/api/compare",
    load: () => import("./api/compare/route"),
    query: ["locale", "slugs", "classifications", "cache"],
  },
  {
    route: "/api/editor-area-autentication",
    load: () => import("./api/editor-area-autentication/route"),
    fields: ["input", "hash"],
  },
  {
    route: "/api/hygraph-draft-proxy",
    load: () => import("./api/hygraph-draft-proxy/route"),
    fields: ["query", "variables", "operationName"],
  },
  {
    route: "/api/news-feed",
    load: () => import("./api/news-feed/route"),
    query: ["lang", "locale", "site", "after"],
  },
  {
    route: "/api/preview-password",
    load: () => import("./api/preview-password/route"),
    fields: ["password"],
  },
  {
    route: "/api/product-data/{sisCode}",
    load: () => import("./api/product-data/[sisCode]/route"),
    params: { sisCode: "en-US" },
    query: ["cache"],
  },
  { route: "/api/revalidate", load: () => import("./api/revalidate/route"), fields: ["tags"] },
  {
    route: "/api/search-proxy/search",
    load: () => import("./api/search-proxy/search/route"),
    fields: ["localeCode", "siteSlug", "query", "page"],
  },
  {
    route: "/api/search-proxy/suggest",
    load: () => import("./api/search-proxy/suggest/route"),
    fields: ["localeCode", "siteSlug", "query"],
  },
  {
    route: "/api/site-navigation/{audience}/{siteId}",
    load: () => import("./api/site-navigation/[audience]/[siteId]/route"),
    params: { audience: "public", siteId: "site-main" },
    query: ["lang", "cache", "stage"],
  },
  {
    route: "/api/tickets-proxy",
    load: () => import("./api/tickets-proxy/route"),
    fields: ["query", "variables", "operationName"],
  },
  {
    route: "/api/tickets/attachments/{id}",
    load: () => import("./api/tickets/attachments/[id]/route"),
    params: { id: "attachment-1" },
  },
  {
    route: "/api/translation/{action}/{pageId}",
    load: () => import("./api/translation/[action]/[pageId]/route"),
    params: { action: "state", pageId: "page-1" },
  },
  {
    route: "/api/translation/xliff/{pageId}",
    load: () => import("./api/translation/xliff/[pageId]/route"),
    params: { pageId: "page-1" },
    query: ["language"],
    fields: ["file"],
  },
  {
    route: "/api/uploads/{id}",
    load: () => import("./api/uploads/[[...path]]/route"),
    params: { path: ["3f2a9c1e-0000-4000-8000-000000000000"] },
  },
  {
    route: "/api/wire-flow/{id}",
    load: () => import("./api/wire-flow/[id]/route"),
    params: { id: "download-1" },
  },
  {
    route: "/blank-callback",
    load: () => import("./blank-callback/route"),
    query: ["code", "state", "error", "error_description"],
  },
  {
    route: "/file/{slug}",
    load: () => import("./file/[slug]/route"),
    params: { slug: "gamma-263-datasheet" },
    query: ["l", "dl"],
  },
  { route: "/healthz", load: () => import("./healthz/route") },
  { route: "/readyz", load: () => import("./readyz/route") },
  { route: "/sitemap.xml", load: () => import("./sitemap.xml/route") },
  {
    route: "/sitemaps/{file}",
    load: () => import("./sitemaps/[file]/route"),
    params: { file: "main.xml" },
  },
  {
    route: "/{locale}/callback",
    load: () => import("./[site]/[locale]/callback/route"),
    params: { site: "main", locale: "en" },
    query: ["code", "state", "error", "error_description", "iss"],
  },
  {
    route: "/{locale}/portal/invitation/{token}",
    load: () => import("./[site]/[locale]/portal/invitation/[token]/route"),
    params: { site: "main", locale: "en", token: "x".repeat(43) },
  },
  {
    route: "/{locale}/portal/notifications/{id}",
    load: () => import("./[site]/[locale]/portal/notifications/[id]/route"),
    params: { site: "main", locale: "en", id: "3f2a9c1e-0000-4000-8000-000000000000" },
  },
];

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const MB = 1024 * 1024;

/** Values of the wrong type or shape for any parameter. */
const WEIRD = [
  "",
  " ",
  "0",
  "-1",
  "1e309",
  "NaN",
  "null",
  "true",
  "[]",
  "{}",
  "[object Object]",
  "%FF",
  "%E2%82",
  "\u0000",
  "\ud800",
  "a\r\nb",
  "ü🙂中文",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "http://169.254.169.254/",
  "x".repeat(10_000),
];
/** JSON values of every type, for body fields. */
const JSON_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  "",
  "x".repeat(5000),
  [],
  [1, 2, 3],
  {},
  { nested: { deeper: [null] } },
  ...WEIRD,
];
const CONTENT_TYPES = [
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "multipart/form-data",
  "application/xml",
  "application/octet-stream",
  "application/json; charset=latin1",
];

function deepJson(depth: number, kind: "array" | "object"): string {
  return kind === "array"
    ? `${"[".repeat(depth)}${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** One malformed request for a target, chosen by the generator; `kind` names what is wrong. */
function malformedCase(target: Target, rng: ReturnType<typeof seededRandom>, index: number) {
  const kinds = [
    "path-types",
    "query-types",
    "body-types",
    "body-1MB",
    "body-deep",
    "body-invalid-utf8",
    "body-invalid-json",
    "wrong-method",
    "wrong-content-type",
    "hostile-headers",
  ] as const;
  const kind = kinds[index % kinds.length]!;
  const params: Record<string, string | string[]> = { ...target.params };
  const query = new URLSearchParams();
  const headers = new Headers({ origin: rng.next() < 0.7 ? APP : "https://evil.example" });
  let method: string = rng.pick(["GET", "POST"]);
  let body: BodyInit | undefined;
  const weird = () => rng.pick(WEIRD);
  const fields = target.fields ?? ["query", "password", "locale"];

  switch (kind) {
    case "path-types":
      for (const name of Object.keys(params)) {
        params[name] = Array.isArray(params[name])
          ? Array.from({ length: 1 + rng.int(3) }, weird)
          : weird();
      }
      for (const name of target.query ?? []) if (rng.next() < 0.5) query.set(name, weird());
      break;
    case "query-types":
      for (const name of [...(target.query ?? []), "cache", "q", "page"]) {
        query.append(name, weird());
        if (rng.next() < 0.3) query.append(name, weird());
        if (rng.next() < 0.2) query.append(`${name}[]`, weird());
      }
      break;
    case "body-types":
      method = "POST";
      headers.set("content-type", "application/json");
      body = JSON.stringify(
        rng.next() < 0.2
          ? rng.pick(JSON_VALUES)
          : Object.fromEntries(fields.map((field) => [field, rng.pick(JSON_VALUES)])),
      );
      break;
    case "body-1MB":
      method = rng.pick(["POST", "PATCH", "PUT"]);
      headers.set("content-type", rng.pick(["application/json", "text/plain"]));
      body =
        rng.next() < 0.5 ? JSON.stringify({ [rng.pick(fields)]: "x".repeat(MB) }) : "y".repeat(MB);
      break;
    case "body-deep":
      method = "POST";
      headers.set("content-type", "application/json");
      body = deepJson(5000, rng.pick(["array", "object"] as const));
      break;
    case "body-invalid-utf8":
      method = "POST";
      headers.set(
        "content-type",
        rng.pick(["application/json", "application/x-www-form-urlencoded"]),
      );
      body = new Uint8Array([
        0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d,
      ]);
      break;
    case "body-invalid-json":
      method = "POST";
      headers.set("content-type", "application/json");
      body = rng.pick(["{", "{'a':1}", "NaN", "", "[1,]", '{"a":1}{"b":2}', "\u0000", "null"]);
      break;
    case "wrong-method":
      method = rng.pick(HTTP_METHODS);
      if (method !== "GET" && method !== "HEAD" && rng.next() < 0.5) body = "garbage";
      break;
    case "wrong-content-type":
      method = "POST";
      headers.set("content-type", rng.pick(CONTENT_TYPES));
      body = rng.pick([
        "a=%FF&b=%",
        "------x\r\nContent-Disposition: form-data\r\n\r\n",
        "<x/>",
        "{}",
        "\u0000\u0001",
      ]);
      break;
    case "hostile-headers":
      headers.set(
        "cookie",
        rng.pick([
          `wire_session=${"A".repeat(8000)}`,
          "wire_session=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z",
          "wire_preview=forged; wire_editor=forged",
          "=; ;;; a",
          "wire_session=%FF%FE",
        ]),
      );
      headers.set(
        "origin",
        rng.pick(["null", "https://evil.example", "http://localhost:3000.evil.example", "x"]),
      );
      headers.set("x-forwarded-for", rng.pick(["", "not-an-ip", "1.1.1.1, <x>", "x".repeat(2000)]));
      headers.set("x-request-id", rng.pick(["<script>", "a b", "x".repeat(500)]));
      headers.set("sec-fetch-site", rng.pick(["cross-site", "same-site", "none", "garbage"]));
      break;
  }
  const path = target.route.replace(/\{(\w+)\}/g, (_m, name: string) =>
    // A lone surrogate cannot be percent-encoded: the URL carries U+FFFD, the handler the value.
    encodeURIComponent(String(params[name] ?? name).replace(/[\ud800-\udfff]/g, "\ufffd")),
  );
  const search = query.size ? `?${query}` : "";
  const handlerMethod = method === "HEAD" ? "HEAD" : method;
  return {
    kind,
    handlerMethod,
    params,
    request: () =>
      new Request(`${APP}${path}${search}`, {
        method,
        headers,
        ...(body !== undefined && method !== "GET" && method !== "HEAD" ? { body } : {}),
      }),
  };
}

/** Whatever betrays the server's insides: a stack frame, a source path, an exception's name. */
const INTERNALS =
  /\n\s+at |\bat [\w.<>]+ \(|\.(ts|tsx|js|mjs):\d+|node_modules|\/work\/|TypeError|ReferenceError|SyntaxError: /;

let services: SisTestServices;

describe("route handlers under malformed requests (fuzz)", () => {
  const figures: Record<string, unknown>[] = [];

  beforeAll(async () => {
    services = await startSisTestServices({ name: "app-fuzz", seedTickets: 0, users: [USER] });
    process.env.SERVICES_URL = `http://127.0.0.1:${services.config.SERVICES_PORT}`;
    process.env.OIDC_ISSUER = services.config.issuer;
    process.env.APP_URL = APP;
    process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "wire-fuzz-"));
  }, 180_000);

  afterAll(async () => {
    console.table(figures);
    await services?.close();
  });

  /** A signed-in user (real ID token), restored after a fuzzed logout ends the session. */
  async function ensureSession() {
    if ([...cookieJar.keys()].some((name) => name.endsWith("wire_session"))) return;
    const { startSession } = await import("../auth/session");
    await startSession({
      tokens: {
        accessToken: "not-a-real-access-token",
        idToken: services.tokens[USER]!,
        expiresAt: Date.now() + 3_600_000,
      },
      claims: { sub: USER, email: USER },
    });
  }

  it.each(TARGETS.map((target) => [target.route, target] as const))(
    "%s",
    async (_route, target) => {
      const module = await target.load();
      const handlers = Object.fromEntries(
        HTTP_METHODS.filter((m) => typeof module[m] === "function").map((m) => [
          m,
          module[m] as Handler,
        ]),
      );
      const exported = Object.keys(handlers);
      const rng = seededRandom(SEED ^ (target.route.length * 7919));
      const tally = {
        "2xx": 0,
        "3xx": 0,
        "4xx": 0,
        "5xx": 0,
        hangs: 0,
        "4xx without message": 0,
        "internals shown": 0,
      };
      const failures: string[] = [];
      for (let i = 0; i < CASES_PER_HANDLER; i++) {
        await ensureSession();
        const c = malformedCase(target, rng, i);
        // Next answers a method a route does not export with 405 itself; the handler sees the rest.
        const handler = handlers[c.handlerMethod] ?? handlers[rng.pick(exported)]!;
        let timer: NodeJS.Timeout | undefined;
        const response = await Promise.race([
          Promise.resolve(handler(c.request(), { params: Promise.resolve(c.params) })),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), HANG_MS);
          }),
        ]).catch((error: Error) => new Response(`thrown: ${error.stack}`, { status: 599 }));
        clearTimeout(timer);
        if (!response) {
          tally.hangs++;
          failures.push(`${c.kind}: hang`);
          continue;
        }
        const text = c.handlerMethod === "HEAD" ? "" : await response.text().catch(() => "");
        const band = `${Math.floor(response.status / 100)}xx` as "2xx";
        tally[band in tally ? band : "5xx"]++;
        if (response.status >= 500)
          failures.push(`${c.kind}: ${response.status} ${text.slice(0, 200)}`);
        if (
          response.status >= 400 &&
          response.status < 500 &&
          !text.trim() &&
          c.handlerMethod !== "HEAD"
        ) {
          tally["4xx without message"]++;
          failures.push(`${c.kind}: ${response.status} without a message`);
        }
        if (INTERNALS.test(text)) {
          tally["internals shown"]++;
          failures.push(`${c.kind}: internals in ${text.slice(0, 200)}`);
        }
      }
      figures.push({ route: target.route, requests: CASES_PER_HANDLER, ...tally });
      expect(failures.slice(0, 10)).toEqual([]);
    },
    600_000,
  );
});
