import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { RunningServices } from "../server";
import { freePort, idTokenFor, startTestServices } from "../testing/testServices";

/**
 * Hostile input against every GraphQL endpoint of the services, as they run in production
 * (NODE_ENV=production: no introspection, masked errors). Each endpoint gets the same
 * reproducible corpus (a seeded PRNG) of malformed requests; every answer must be a 4xx with a
 * message (refused requests answer 400 whatever the client accepts, see graphqlRequestErrors),
 * none a 5xx, none may hang, and no body may carry a stack trace or a file path.
 */

const SEED = 20_2026;
const REQUESTS_PER_KIND = 20;
const REQUEST_TIMEOUT_MS = 15_000;

/** mulberry32: a small seeded PRNG, so every run sends the same corpus. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    bytes: (length: number) => Buffer.from(Array.from({ length }, () => Math.floor(next() * 256))),
  };
}

type Random = ReturnType<typeof prng>;

interface FuzzRequest {
  kind: string;
  method: string;
  headers?: Record<string, string>;
  /** Query string appended to the endpoint, with its `?`. */
  search?: string;
  contentType?: string;
  body?: Buffer;
  /** Sent in chunks without a content-length. */
  chunked?: boolean;
}

/** A root field of each service that needs no arguments (SIS: with a token). */
const ROOT_FIELD = {
  content: "sites { id }",
  products: "capabilities { id }",
  sis: "tickets { total }",
};
type Service = keyof typeof ROOT_FIELD;

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const post = (kind: string, body: Buffer, contentType = "application/json"): FuzzRequest => ({
  kind,
  method: "POST",
  contentType,
  body,
});

/** Each kind of malformed request, generated from the PRNG. */
const KINDS: Record<string, (random: Random, service: Service) => FuzzRequest> = {
  wrongMethod: (random) => ({
    kind: "wrongMethod",
    method: random.pick(["PUT", "DELETE", "PATCH", "TRACE", "HEAD"]),
    contentType: "application/json",
    body: random.pick([undefined, json({ query: "{ __typename }" })]),
  }),
  wrongContentType: (random) =>
    post(
      "wrongContentType",
      Buffer.from(random.pick(["{ __typename }", '{"query":"{ __typename }"}', "query=x", "<q/>"])),
      random.pick([
        "text/plain",
        "application/xml",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/graphql",
        "image/png",
        "",
      ]),
    ),
  garbageJson: (random) =>
    post(
      "garbageJson",
      random.pick([
        () => Buffer.from(random.pick(["{", '{"query":', "[", '{"query": "{ a }"', "nul", "{}}"])),
        () => Buffer.from(`{"query": ${random.bytes(random.int(1, 40)).toString("base64")}`),
        () => Buffer.from(random.bytes(random.int(1, 200)).toString("latin1"), "utf8"),
        () => Buffer.from(""),
        () => Buffer.from(random.pick(["null", "true", "42", '"text"', "[]", "[1,2]", "{}"])),
      ])(),
    ),
  invalidUtf8: (random) => {
    const bad = random.pick([
      [0xff],
      [0xc3, 0x28],
      [0xe2, 0x82],
      [0xf0, 0x28, 0x8c, 0xbc],
      [0xed, 0xa0, 0x80],
    ]);
    return post(
      "invalidUtf8",
      Buffer.concat([Buffer.from('{"query":"{ '), Buffer.from(bad), Buffer.from(' }"}')]),
    );
  },
  wrongTypes: (random) =>
    post(
      "wrongTypes",
      json(
        random.pick([
          { query: random.int(0, 1e6) },
          { query: ["{ __typename }"] },
          { query: { a: 1 } },
          { query: null },
          { query: true },
          { query: "{ __typename }", variables: random.pick(["x", 5, [1], true]) },
          { query: "{ __typename }", operationName: random.int(0, 9) },
          { query: "{ __typename }", extensions: "x" },
          { query: "{ __typename }", unexpected: random.int(0, 9) },
          [{ query: "{ __typename }" }, { query: "{ __typename }" }],
        ]),
      ),
    ),
  hugeBody: (random) => ({
    ...post(
      "hugeBody",
      json({ query: `{ __typename }`, variables: { padding: "x".repeat(1_000_000) } }),
    ),
    chunked: random.pick([true, false]),
  }),
  deepNesting: (random) => {
    const depth = random.int(16, 5_000);
    return post(
      "deepNesting",
      random.pick([
        () => json({ query: `{${"a{".repeat(depth)}b${"}".repeat(depth)}}` }),
        () => json({ query: `{ f(x: ${"[".repeat(depth)}1${"]".repeat(depth)}) }` }),
        // Written by hand: JSON.stringify itself overflows on such nesting.
        () =>
          Buffer.from(
            `{"query":"query($v: [Int]) { __typename }","variables":{"v":${"[".repeat(depth)}${"]".repeat(depth)}}}`,
          ),
      ])(),
    );
  },
  manyAliases: (random, service) => {
    const count = random.int(31, 2_000);
    return post(
      "manyAliases",
      json({
        query: `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${ROOT_FIELD[service]}`).join(" ")} }`,
      }),
    );
  },
  invalidDocument: (random, service) =>
    post(
      "invalidDocument",
      json(
        random.pick([
          { query: "{ __schema { types { name } } }" },
          { query: '{ __type(name: "Query") { fields { name } } }' },
          { query: `{ ${ROOT_FIELD[service].split(" ")[0]} { nope } }` },
          { query: "{ notAField }" },
          { query: "fragment A on Query { ...A } { ...A }" },
          { query: "mutation { nope }" },
          { query: "subscription { nope }" },
          { query: "query($x: Int!) { __typename }" },
          { query: `{ ${ROOT_FIELD[service].split(" ")[0]}(nope: 1) { __typename } }` },
          { query: "{ __typename }", operationName: "Missing" },
          { query: "query A { __typename } query B { __typename }" },
          { query: `{ ${"x".repeat(random.int(1, 50))}( }` },
        ]),
      ),
    ),
  /** What Node's HTTP parser refuses before any handler runs. */
  httpLevel: (random) =>
    random.pick([
      { kind: "httpLevel", method: random.pick(["BREW", "FOO", "GETT"]) },
      {
        kind: "httpLevel",
        method: "GET",
        search: `?query=${"a".repeat(random.int(17, 40) * 1024)}`,
      },
      {
        kind: "httpLevel",
        method: "POST",
        headers: { "x-padding": "p".repeat(random.int(17, 40) * 1024) },
      },
    ]),
  badQueryString: (random) => ({
    kind: "badQueryString",
    method: "GET",
    search: random.pick([
      "?query=%FF",
      "?query=%",
      "?query=%E0%A4",
      "?query=%C3%28",
      `?query=${encodeURIComponent("{ a ".repeat(random.int(1, 1_500)))}`,
      "?query=",
      "?variables=%7B",
      `?query=${encodeURIComponent("{ __typename }")}&variables=x`,
      `?query=${encodeURIComponent("mutation { a }")}`,
      "",
    ]),
  }),
};

interface Answer {
  status: number;
  body: string;
  timedOut: boolean;
}

/** Sends one raw request (node:http, so any method, header or byte goes as built). */
function send(url: string, fuzz: FuzzRequest, extraHeaders = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const target = new URL(`${url}${fuzz.search ?? ""}`);
    const headers: Record<string, string | number> = { ...extraHeaders, ...fuzz.headers };
    if (fuzz.contentType) headers["content-type"] = fuzz.contentType;
    if (fuzz.body && !fuzz.chunked) headers["content-length"] = fuzz.body.length;
    const req = request(target, { method: fuzz.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
          timedOut: false,
        }),
      );
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => {
      req.destroy();
      resolve({ status: 0, body: "", timedOut: true });
    });
    req.on("error", (error) => resolve({ status: -1, body: error.message, timedOut: false }));
    if (fuzz.body && fuzz.chunked) {
      for (let offset = 0; offset < fuzz.body.length; offset += 64 * 1024) {
        req.write(fuzz.body.subarray(offset, offset + 64 * 1024));
      }
    } else if (fuzz.body) req.write(fuzz.body);
    req.end();
  });
}

/** A stack frame, a source file or an absolute path of this machine. */
const LEAK = /\bat [\w$.<>]+ \(|\.[cm]?[jt]s:\d+|node_modules|file:\/\/|\/work\/|\/home\/|\/tmp\//;

/** What a malformed request must get: 4xx, a message (HEAD has no body), no leak. */
function problems(fuzz: FuzzRequest, answer: Answer): string[] {
  const found: string[] = [];
  if (answer.timedOut) found.push("no answer in time");
  if (answer.status < 400 || answer.status > 499) found.push(`status ${answer.status}`);
  if (LEAK.test(answer.body)) found.push("a stack trace or path in the body");
  if (fuzz.method !== "HEAD") {
    try {
      // GraphQL's shape, or `{ error }` where Node's parser refused the request (431, 400).
      const parsed = JSON.parse(answer.body);
      const message = parsed?.errors?.[0]?.message ?? parsed?.error;
      if (typeof message !== "string" || !message.trim()) found.push("no message");
    } catch {
      found.push("a body that is not JSON");
    }
  }
  return found;
}

describe("GraphQL endpoints under malformed requests", () => {
  let dataDir: string;
  let services: RunningServices;
  let idToken: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "wire-fuzz-"));
    const config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SERVICES_PORT: String(await freePort()),
      MAIL_CATCHER_PORT: "0",
      SEED_TICKETS: "20",
    });
    services = await startTestServices(config);
    idToken = await idTokenFor(config, "customer@example.com");
  }, 120_000);

  afterAll(async () => {
    await services?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers what the attacker found with 400 and a message on every service", async () => {
    const ask = async (service: string, query: string) => {
      const response = await fetch(`${services.url}/${service}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-id-token": idToken },
        body: JSON.stringify({ query }),
      });
      return { status: response.status, message: (await response.json()).errors?.[0]?.message };
    };
    const deep = `{${"a{".repeat(5_000)}b${"}".repeat(5_000)}}`;
    for (const service of ["content", "products", "sis"]) {
      expect(await ask(service, deep)).toEqual({
        status: 400,
        message: "Syntax Error: the document is nested deeper than 64 levels.",
      });
    }
    const aliases = Array.from({ length: 1_000 }, (_, i) => `s${i}: sites { id }`).join(" ");
    expect(await ask("content", `{ ${aliases} }`)).toEqual({
      status: 400,
      message: "Syntax Error: Token limit of 2000 exceeded.",
    });
    const fewerTokens = Array.from({ length: 100 }, (_, i) => `s${i}: sites { id }`).join(" ");
    expect(await ask("content", `{ ${fewerTokens} }`)).toEqual({
      status: 400,
      message: "Syntax Error: Aliases limit of 30 exceeded, found 100.",
    });
    // No "Did you mean "sites"?" while introspection is off.
    const misspelt = await ask("content", "{ site { id } }");
    expect(misspelt).toEqual({
      status: 400,
      message: 'Cannot query field "site" on type "Query". [Suggestion hidden]',
    });
    const enumValue = await fetch(`${services.url}/content/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "query($s: Stage!) { sites(stage: $s) { id } }",
        variables: { s: "PUBLISHD" },
      }),
    });
    expect(enumValue.status).toBe(400);
    expect(await enumValue.text()).not.toMatch(/Did you mean|PUBLISHED/);
    // A NUL in a page's slug (a site address ending in `%00`) failed in the database: 500.
    const nul = await fetch(`${services.url}/content/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query:
          "query($siteId: ID!, $slug: String!) { pages(where: { siteId: $siteId, slug: $slug }, stage: PUBLISHED, first: 1) { id } }",
        variables: { siteId: "site-main", slug: "\u0000" },
      }),
    });
    expect(nul.status).toBe(400);
    expect((await nul.json()).errors[0]).toMatchObject({
      message: "Text may not contain the NUL character (U+0000).",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  // Issue 41: `/forms/submissions/%FF` answered 500. Every route of the services, with each
  // method and a path that does not decode, answers below 500 and shows nothing of its insides.
  it("answers undecodable paths and every method on every route below 500", async () => {
    const prefixes = [
      "/forms/submissions",
      "/forms",
      "/files",
      "/assets",
      "/search",
      "/content/graphql",
      "/content/manage",
      "/products/graphql",
      "/sis/graphql",
      "/sis/uploads",
      "/sis/attachments",
      "/sis/downloads",
      "/sis/exploded-views",
      "/sis/desk",
      "/botcheck",
      "/am/interaction",
      "/am/account",
      "/am/oauth2/realms/root/realms/alpha",
      "/mail",
      "/health",
      "/nowhere",
    ];
    const suffixes = ["/%FF", "/%", "/%C0%AF", "/%ED%A0%80", "/a%00b", "/%2e%2e/%2e%2e/etc", ""];
    const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "HEAD"];
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (const prefix of prefixes) {
      for (const suffix of suffixes) {
        for (const method of methods) {
          const answer = await send(`${services.url}${prefix}${suffix}`, {
            kind: "path",
            method,
            ...(method === "POST" || method === "PATCH" ? { body: Buffer.from("{}") } : {}),
            contentType: "application/json",
          });
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.timedOut || answer.status < 100 || answer.status >= 500) {
            failures.push(
              `${method} ${prefix}${suffix}: ${answer.status} ${answer.body.slice(0, 120)}`,
            );
          }
          if (LEAK.test(answer.body) || /insert into|select .* from/i.test(answer.body)) {
            failures.push(
              `${method} ${prefix}${suffix}: insides shown: ${answer.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    console.log(`fuzz services' paths: ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
    for (const path of [
      "/forms/submissions/%FF",
      "/forms/submissions/%",
      "/forms/submissions/%C0%AF",
      "/forms/submissions/%ED%A0%80",
    ]) {
      const answer = await send(`${services.url}${path}`, { kind: "path", method: "GET" });
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body).error, path).toMatch(/percent-encoding/);
    }
  }, 180_000);

  for (const service of ["content", "products", "sis"] as const) {
    it(`answers ${service}'s malformed requests with 4xx and a message`, async () => {
      const random = prng(SEED);
      const url = `${services.url}/${service}/graphql`;
      const byKind: Record<string, Record<number, number>> = {};
      const failures: string[] = [];
      let sent = 0;
      for (const [kind, generate] of Object.entries(KINDS)) {
        for (let i = 0; i < REQUESTS_PER_KIND; i++) {
          const fuzz = generate(random, service);
          // Half the SIS corpus carries a valid ID token, so it reaches the parser, not only
          // the token check.
          const answer = await send(
            url,
            fuzz,
            service === "sis" && i % 2 === 0 ? { "x-id-token": idToken } : {},
          );
          sent++;
          const counts = byKind[kind] ?? {};
          counts[answer.status] = (counts[answer.status] ?? 0) + 1;
          byKind[kind] = counts;
          const found = problems(fuzz, answer);
          if (found.length) {
            failures.push(
              `${kind} ${fuzz.method}: ${found.join(", ")}: ${answer.body.slice(0, 200)}`,
            );
          }
        }
      }
      const statuses = Object.values(byKind).reduce<Record<number, number>>((all, counts) => {
        for (const [status, n] of Object.entries(counts)) all[+status] = (all[+status] ?? 0) + n;
        return all;
      }, {});
      console.log(
        `fuzz ${service}: ${sent} requests (seed ${SEED}), statuses ${JSON.stringify(statuses)}, ` +
          `5xx ${Object.entries(statuses)
            .filter(([s]) => +s >= 500)
            .reduce((n, [, c]) => n + c, 0)}, ` +
          `hangs ${failures.filter((f) => f.includes("no answer")).length}, ` +
          `by kind ${JSON.stringify(byKind)}`,
      );
      expect(sent).toBeGreaterThanOrEqual(200);
      expect(failures).toEqual([]);
    }, 180_000);
  }
});
