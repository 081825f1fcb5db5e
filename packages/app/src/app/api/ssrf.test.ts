import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTicketsProxyClient } from "@wire/graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cookieJar, recordingListener } from "../../testing/routeHarness";

vi.mock("next/headers", async () => (await import("../../testing/routeHarness")).nextHeadersMock());

/**
 * SSRF (issue 20): every route that forwards to a service is tried with ≥ 30 hostile inputs —
 * other hosts, the cloud metadata address, file:/gopher: URLs, encoded slashes, `..`, control
 * characters, and an upstream that redirects to another host. A listener on 127.0.0.1 plays
 * "another host" and records every request it gets: it must get none. The configured upstream
 * records its requests too: each must be one of the paths the route exists for.
 */
const APP = "http://localhost:3000";
const attacker = await recordingListener(() => ({ status: 200, body: '{"data":{}}' }));
let redirectToAttacker = false;
const upstream = await recordingListener((request) => {
  if (redirectToAttacker) {
    return { status: 302, headers: { location: `${attacker.origin}/stolen${request.url}` } };
  }
  if (request.url?.startsWith("/files/")) return { status: 404, body: '{"error":"not_found"}' };
  return { status: 200, body: '{"data":{}}' };
});
process.env.SERVICES_URL = upstream.origin;
process.env.APP_URL = APP;
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "wire-ssrf-"));

const A = `127.0.0.1:${attacker.port}`;
/** What an attacker puts where a route expects an id, a slug, a locale or a path. */
const HOSTILE = [
  `http://${A}/x`,
  `https://${A}/x`,
  `//${A}/x`,
  `\\\\${A}\\x`,
  `http:%2F%2F${A}%2Fx`,
  `%2F%2F${A}`,
  `http://169.254.169.254/latest/meta-data/iam/security-credentials/`,
  "169.254.169.254",
  "http://[::ffff:a9fe:a9fe]/latest/meta-data/",
  `http://localhost:${attacker.port}/`,
  "file:///etc/passwd",
  `gopher://${A}/_GET%20/%20HTTP/1.0`,
  `dict://${A}/info`,
  `ftp://${A}/x`,
  "data:text/plain,hello",
  "javascript:alert(1)",
  "../../../etc/passwd",
  "..",
  "..%2F..%2Fadmin",
  "%2e%2e%2f%2e%2e%2fadmin",
  "..\\..\\admin",
  `%5C%5C${A}`,
  "a%2Fb",
  "a%5Cb",
  "%252e%252e%252f",
  "a%00b",
  "a\u0000b",
  `a\r\nHost: ${A}`,
  `a%0d%0aHost:%20${A}`,
  `@${A}`,
  `x@${A}`,
  `http://wire@${A}/`,
  `http://${A}#@wire.example`,
  "....//....//admin",
];

/** Hostile values a header can carry (control characters cannot be sent in one). */
const HEADER_SAFE = HOSTILE.filter((value) => [...value].every((c) => c.charCodeAt(0) >= 0x20));

/** The test browser's cookies as a request sends them (the draft proxy reads them there). */
const cookie = () => [...cookieJar].map(([name, value]) => `${name}=${value}`).join("; ");
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(new URL(path, APP), {
    method: "POST",
    body,
    headers: { origin: APP, "content-type": "application/json", cookie: cookie(), ...headers },
  });
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(new URL(path, APP), { headers: { cookie: cookie(), ...headers } });
const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

type Attempt = () => Promise<Response>;
interface Proxy {
  name: string;
  /** The upstream paths this route exists for. */
  allowed: RegExp;
  attempts: () => Promise<Attempt[]>;
  /** Valid requests, sent while the upstream redirects to the other host. */
  redirected: () => Promise<Attempt[]>;
}

/** A body the tickets proxy lets through: the ticket client's own `Cart` query. */
async function cartQueryBody(): Promise<string> {
  let body = "";
  await createTicketsProxyClient({
    endpoint: `${APP}/api/tickets-proxy`,
    logger: { info: () => {}, error: () => {} },
    fetch: async (_url, init) => {
      body = String(init?.body);
      return Response.json({ data: { cart: null } });
    },
  })
    .cart()
    .catch(() => null);
  return body;
}

const routes = {
  tickets: () => import("./tickets-proxy/route"),
  draft: () => import("./hygraph-draft-proxy/route"),
  search: () => import("./search-proxy/search/route"),
  suggest: () => import("./search-proxy/suggest/route"),
  productData: () => import("./product-data/[sisCode]/route"),
  navigation: () => import("./site-navigation/[audience]/[siteId]/route"),
  news: () => import("./news-feed/route"),
  file: () => import("../file/[slug]/route"),
  wireFlow: () => import("./wire-flow/[id]/route"),
  attachments: () => import("./tickets/attachments/[id]/route"),
  uploads: () => import("./uploads/[[...path]]/route"),
};
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

const PROXIES: Proxy[] = [
  {
    name: "/api/tickets-proxy",
    allowed: /^\/sis\/graphql$/,
    attempts: async () => {
      const { POST } = await routes.tickets();
      const cart = await cartQueryBody();
      return HOSTILE.flatMap((h): Attempt[] => [
        () => POST(post("/api/tickets-proxy", JSON.stringify({ query: h }))),
        () =>
          POST(
            post(
              `/api/tickets-proxy?${qs({ endpoint: h })}`,
              JSON.stringify({ query: `query { x(url: "${h}") }` }),
            ),
          ),
        () =>
          POST(
            post(
              "/api/tickets-proxy",
              JSON.stringify({ ...JSON.parse(cart), extensions: { endpoint: h } }),
              HEADER_SAFE.includes(h) ? { "x-forwarded-host": h } : {},
            ),
          ),
      ]);
    },
    redirected: async () => {
      const { POST } = await routes.tickets();
      const cart = await cartQueryBody();
      return [
        () => POST(post("/api/tickets-proxy", cart)),
        () => POST(post("/api/tickets-proxy", cart)),
      ];
    },
  },
  {
    name: "/api/hygraph-draft-proxy",
    allowed: /^\/content\/graphql$/,
    attempts: async () => {
      const { POST } = await routes.draft();
      return HOSTILE.flatMap((h): Attempt[] => [
        () =>
          POST(post(`/api/hygraph-draft-proxy?${qs({ url: h })}`, '{"query":"{ sites { id } }"}')),
        () =>
          POST(
            post(
              "/api/hygraph-draft-proxy",
              JSON.stringify({ query: "{ sites { id } }", endpoint: h }),
            ),
          ),
        () =>
          POST(
            post(
              "/api/hygraph-draft-proxy",
              JSON.stringify({ query: `{ page(url: "${h}") { id } } mutation { x }` }),
            ),
          ),
        ...(HEADER_SAFE.includes(h)
          ? [
              () =>
                POST(
                  post("/api/hygraph-draft-proxy", '{"query":"{ sites { id } }"}', {
                    "gcms-locales": h,
                  }),
                ),
            ]
          : []),
      ]);
    },
    redirected: async () => {
      const { POST } = await routes.draft();
      return [() => POST(post("/api/hygraph-draft-proxy", '{"query":"{ sites { id } }"}'))];
    },
  },
  ...(["search", "suggest"] as const).map(
    (kind): Proxy => ({
      name: `/api/search-proxy/${kind}`,
      allowed: kind === "search" ? /^\/search\/query$/ : /^\/search\/suggest$/,
      attempts: async () => {
        const { POST } = await routes[kind]();
        return HOSTILE.flatMap((h): Attempt[] => [
          () =>
            POST(
              post(
                `/api/search-proxy/${kind}`,
                JSON.stringify({ localeCode: h, siteSlug: "main", query: "gamma", page: 1 }),
              ),
            ),
          () =>
            POST(
              post(
                `/api/search-proxy/${kind}`,
                JSON.stringify({ localeCode: "en", siteSlug: h, query: "gamma", page: 1 }),
              ),
            ),
          // A URL as the search text is only text: it may reach the search, never another host.
          () =>
            POST(
              post(
                `/api/search-proxy/${kind}?${qs({ upstream: h })}`,
                JSON.stringify({
                  localeCode: "en",
                  siteSlug: "main",
                  query: h.slice(0, 100),
                  page: 1,
                }),
              ),
            ),
        ]);
      },
      redirected: async () => {
        const { POST } = await routes[kind]();
        return [
          () =>
            POST(
              post(
                `/api/search-proxy/${kind}`,
                JSON.stringify({ localeCode: "en", siteSlug: "main", query: "redirect", page: 1 }),
              ),
            ),
        ];
      },
    }),
  ),
  {
    name: "/api/product-data/{sisCode}",
    allowed: /^\/products\/graphql$/,
    attempts: async () => {
      const { GET } = await routes.productData();
      return HOSTILE.flatMap((h): Attempt[] => [
        () => GET(get(`/api/product-data/${encodeURIComponent(h)}`), params({ sisCode: h })),
        () => GET(get(`/api/product-data/en-US?${qs({ cache: h })}`), params({ sisCode: "en-US" })),
      ]);
    },
    redirected: async () => {
      const { GET } = await routes.productData();
      return [() => GET(get("/api/product-data/it-IT"), params({ sisCode: "it-IT" }))];
    },
  },
  {
    name: "/api/site-navigation/{audience}/{siteId}",
    allowed: /^\/content\/graphql$/,
    attempts: async () => {
      const { GET } = await routes.navigation();
      return HOSTILE.flatMap((h): Attempt[] => [
        () =>
          GET(
            get(`/api/site-navigation/public/${encodeURIComponent(h)}`),
            params({ audience: "public", siteId: h }),
          ),
        () =>
          GET(
            get(`/api/site-navigation/${encodeURIComponent(h)}/site-main`),
            params({ audience: h, siteId: "site-main" }),
          ),
        () =>
          GET(
            get(`/api/site-navigation/public/site-main?${qs({ lang: h })}`),
            params({ audience: "public", siteId: "site-main" }),
          ),
      ]);
    },
    redirected: async () => {
      const { GET } = await routes.navigation();
      return [
        () =>
          GET(
            get("/api/site-navigation/public/site-redirect?lang=ja"),
            params({ audience: "public", siteId: "site-redirect" }),
          ),
      ];
    },
  },
  {
    name: "/api/news-feed",
    allowed: /^\/content\/graphql$/,
    attempts: async () => {
      const { GET } = await routes.news();
      return HOSTILE.flatMap((h): Attempt[] => [
        () => GET(get(`/api/news-feed?${qs({ after: h })}`)),
        () => GET(get(`/api/news-feed?${qs({ site: h })}`)),
        () => GET(get(`/api/news-feed?${qs({ locale: h, lang: h })}`)),
      ]);
    },
    redirected: async () => {
      const { GET } = await routes.news();
      return [() => GET(get("/api/news-feed?lang=zh"))];
    },
  },
  {
    name: "/file/{slug}",
    allowed: /^\/files\/[a-z0-9][a-z0-9-]*(\?(l=[A-Za-z_-]+&?)?(dl=true)?)?$/,
    attempts: async () => {
      const { GET } = await routes.file();
      return HOSTILE.flatMap((h): Attempt[] => [
        () => GET(get(`/file/${encodeURIComponent(h)}`), params({ slug: h })),
        () =>
          GET(get(`/file/gamma-263?${qs({ l: h, dl: "true" })}`), params({ slug: "gamma-263" })),
      ]);
    },
    redirected: async () => {
      const { GET } = await routes.file();
      return [() => GET(get("/file/gamma-263?l=de-CH"), params({ slug: "gamma-263" }))];
    },
  },
  ...(
    [
      ["/api/wire-flow/{id}", "wireFlow", /^\/sis\/downloads\/[A-Za-z0-9-]+$/],
      ["/api/tickets/attachments/{id}", "attachments", /^\/sis\/attachments\/[A-Za-z0-9-]+$/],
    ] as const
  ).map(
    ([name, key, allowed]): Proxy => ({
      name,
      allowed,
      attempts: async () => {
        const { GET } = await routes[key]();
        return HOSTILE.map(
          (h): Attempt =>
            () =>
              GET(get(`/x/${encodeURIComponent(h)}`), params({ id: h })),
        );
      },
      redirected: async () => {
        const { GET } = await routes[key]();
        return [() => GET(get("/x/file-1"), params({ id: "file-1" }))];
      },
    }),
  ),
  {
    name: "/api/uploads/{id}",
    allowed: /^\/sis\/uploads(\/[a-f0-9-]{36})?$/,
    attempts: async () => {
      const { PATCH, HEAD } = await routes.uploads();
      return HOSTILE.flatMap((h): Attempt[] => [
        () =>
          PATCH(
            new Request(`${APP}/api/uploads/x`, { method: "PATCH", headers: { origin: APP } }),
            params({ path: [h] }),
          ),
        () =>
          HEAD(
            new Request(`${APP}/api/uploads/x`, { method: "HEAD" }),
            params({ path: ["3f2a9c1e-0000-4000-8000-000000000000", h] }),
          ),
      ]);
    },
    redirected: async () => {
      const { POST } = await routes.uploads();
      return [
        () =>
          POST(
            new Request(`${APP}/api/uploads`, {
              method: "POST",
              headers: { origin: APP, "upload-length": "10", "tus-resumable": "1.0.0" },
            }),
            params({}),
          ),
      ];
    },
  },
];

describe("proxies forward only to their upstream (SSRF)", () => {
  const figures: Record<string, unknown>[] = [];

  beforeAll(async () => {
    // A signed-in user (tickets, files, uploads) and the editor cookie (the draft proxy).
    const { startSession } = await import("../../auth/session");
    await startSession({
      tokens: { accessToken: "access", idToken: "id-token", expiresAt: Date.now() + 3_600_000 },
      claims: { sub: "user-1" },
    });
    const { appConfig } = await import("../../config");
    const { editorCookie } = await import("../../auth/editorAccess");
    const editor = await editorCookie(appConfig());
    cookieJar.set(editor.name, editor.value);
  });

  afterAll(async () => {
    console.table(figures);
    await attacker.close();
    await upstream.close();
  });

  it.each(PROXIES.map((proxy) => [proxy.name, proxy] as const))("%s", async (_name, proxy) => {
    const before = { attacker: attacker.requests.length, upstream: upstream.requests.length };
    const statuses: Record<number, number> = {};
    const attempts = [...(await proxy.attempts())];
    redirectToAttacker = false;
    const run = async (attempt: Attempt, upstreamRedirects: boolean) => {
      const response = await attempt();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      const text = await response.text();
      // Hostile input is the visitor's mistake (4xx); an upstream's redirect is the service's (502/503).
      if (upstreamRedirects) expect([502, 503], text).toContain(response.status);
      else expect(response.status, text).toBeLessThan(500);
    };
    for (const attempt of attempts) await run(attempt, false);
    redirectToAttacker = true;
    const redirected = await proxy.redirected();
    for (const attempt of redirected) await run(attempt, true);
    redirectToAttacker = false;

    const toAttacker = attacker.requests.length - before.attacker;
    const upstreamPaths = upstream.requests.slice(before.upstream).map((r) => r.url);
    const offPath = upstreamPaths.filter((path) => !proxy.allowed.test(path));
    figures.push({
      proxy: proxy.name,
      attempts: attempts.length + redirected.length,
      "of which upstream redirects": redirected.length,
      statuses: JSON.stringify(statuses),
      "reached the upstream": upstreamPaths.length,
      "off the allowed paths": offPath.length,
      "forwarded to the other host": toAttacker,
    });
    expect(attempts.length + redirected.length).toBeGreaterThanOrEqual(30);
    expect(offPath).toEqual([]);
    expect(toAttacker).toBe(0);
  });
});
