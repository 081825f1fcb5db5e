/**
 * `pnpm bench search`: suggest latency of the site search, measured directly against the
 * services' `POST /search/suggest` on a fresh database (median and p95 over 200 queries, as a
 * visitor types). Options: `--queries N` (default 200).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** What a visitor types, letter by letter, in English and German. */
const WORDS: [locale: string, word: string][] = [
  ["en", "crimp"],
  ["en", "crimping machine"],
  ["en", "strip"],
  ["en", "gamma 263"],
  ["en", "harness tester"],
  ["en", "maintenance"],
  ["en", "laser marking"],
  ["en-us", "hipot"],
  ["de", "crimpmaschine"],
  ["de", "abisolieren"],
  ["de-ch", "schulung"],
  ["de", "verschleissteile"],
];

/** The suggest requests of the benchmark: every prefix of 3 letters or more of the words. */
export function suggestQueries(count: number): { localeCode: string; query: string }[] {
  const prefixes = WORDS.flatMap(([localeCode, word]) =>
    Array.from({ length: word.length - 2 }, (_, i) => ({
      localeCode,
      query: word.slice(0, i + 3),
    })),
  );
  return Array.from({ length: count }, (_, i) => prefixes[i % prefixes.length]!);
}

/** The value below which `p` (0–1) of the sorted samples lie (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Starts the services on a free 127.0.0.1 port with a fresh temporary database, as the browser
 * tests do, and resolves once `/health` answers. Other benchmarks (the product page's server
 * time) can start the app against `url`.
 */
export async function startBenchServices(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "wire-bench-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "packages/services/src/main.ts", "--reset"],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        SERVICES_HOST: "127.0.0.1",
        SERVICES_PORT: String(port),
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`services exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error("services did not start within 120 s");
}

async function timedSuggest(url: string, body: { localeCode: string; query: string }) {
  const started = performance.now();
  const response = await fetch(`${url}/search/suggest`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, siteSlug: "" }),
  });
  const answer = (await response.json()) as { suggestions?: unknown[] };
  if (!response.ok) throw new Error(`suggest ${body.query}: ${response.status}`);
  return { ms: performance.now() - started, suggestions: answer.suggestions?.length ?? 0 };
}

/** Suggest latency, one request at a time: median and p95 in ms. */
export async function measureSuggest(url: string, count = 200) {
  const first: number[] = [];
  // The first request per language builds that language's index: measured apart.
  for (const localeCode of ["en", "de", "en-us", "de-ch"]) {
    first.push((await timedSuggest(url, { localeCode, query: "crimp" })).ms);
  }
  const samples: number[] = [];
  let empty = 0;
  for (const query of suggestQueries(count)) {
    const { ms, suggestions } = await timedSuggest(url, query);
    samples.push(ms);
    if (suggestions === 0) empty += 1;
  }
  return {
    count: samples.length,
    median: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: Math.max(...samples),
    indexBuild: Math.max(...first),
    empty,
  };
}

export default async function searchBench(args: string[]) {
  const flag = args.indexOf("--queries");
  const count = flag >= 0 ? Number(args[flag + 1]) : 200;
  if (!Number.isInteger(count) || count < 1) throw new Error("--queries needs a whole number");
  console.log("search bench: starting the services on a fresh database …");
  const services = await startBenchServices();
  try {
    const result = await measureSuggest(services.url, count);
    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`services: ${services.url}`);
    console.log(`suggest (POST /search/suggest), ${result.count} queries, one at a time:`);
    console.log(`  median ${f(result.median)}`);
    console.log(`  p95    ${f(result.p95)}`);
    console.log(`  max    ${f(result.max)}`);
    console.log(`  first request per language (builds the index): up to ${f(result.indexBuild)}`);
    console.log(`  queries without suggestions: ${result.empty}`);
  } finally {
    await services.stop();
  }
  await measureProductPage(args);
}

/** The product page the figures are for: a full detail page with variants, files and relations. */
const PRODUCT_PATH = "/en/products/crimping/gamma-263";

/**
 * The product detail page's server time: how long the built site takes to answer it, with its
 * data in the server cache (as visitors meet it) and with `cache=false` (every service call made).
 * Requests go one at a time; the figure is the full response, not only the first byte.
 */
async function measureProductPage(args: string[]) {
  const flag = args.indexOf("--page-requests");
  const count = flag >= 0 ? Number(args[flag + 1]) : 50;
  const { withSite } = await import("./pages.ts");
  await withSite(async ({ url, appHost }) => {
    const time = async (query: string) => {
      const samples: number[] = [];
      for (let i = 0; i < count; i++) {
        const startedAt = performance.now();
        const response = await fetch(`${url}${PRODUCT_PATH}${query}`, {
          headers: { host: appHost },
        });
        await response.text();
        if (response.status !== 200) throw new Error(`${PRODUCT_PATH} answered ${response.status}`);
        samples.push(performance.now() - startedAt);
      }
      return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
    };
    await time(""); // warms the server cache and the route
    const cached = await time("");
    const uncached = await time("?cache=false");
    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`product detail page (${PRODUCT_PATH}), ${count} requests each, one at a time:`);
    console.log(`  cached data:  median ${f(cached.median)}, p95 ${f(cached.p95)}`);
    console.log(`  cache=false:  median ${f(uncached.median)}, p95 ${f(uncached.p95)}`);
  });
}
