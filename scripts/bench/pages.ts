/**
 * `pnpm bench pages`: what the public pages cost, beside a minimal Next.js page measured in the
 * same run (issues 5 and 14). For the home page, a content page, a product page and the stories
 * overview:
 *
 * - first-load JS: every same-origin `<script src>` of the served HTML (`nomodule` and non-JS
 *   types left out), every same-origin `<link rel="preload" as="script">` and
 *   `<link rel="modulepreload">` href (loaded at first load too; deduplicated with the script
 *   tags) and every inline script body, each gzipped (zlib level 9), summed, in KiB;
 * - Lighthouse 12 performance score, mobile (default) and desktop presets, in Debian's Chromium;
 *   the median of `--lh-runs` runs (default 5; the best beside it, as context only), rounds
 *   interleaved across the pages so noise hits all alike, each page warmed with a GET first;
 * - autocannon throughput (requests/s) of the warmed page, measured in `--rounds` rounds beside the
 *   minimal page (minimal, page; page, minimal; …, see `rounds.ts`), and the ratio page / minimal
 *   as the median of the rounds' ratios; as context, the same for the minimal page rendered per
 *   request (`/dynamic`) and behind a proxy that only passes it on (`/proxied`: every app page
 *   passes the app's proxy);
 * - uncached render: throughput and p99 at 50 connections of the content page rendered with no
 *   cache at all (an editor's `cache=false`: every service call made on every request, as after a
 *   deploy or a revalidation, only worse — the data cache is bypassed too), the medians of
 *   `--rounds` runs.
 *
 * It builds what is missing (the app, the fixture in `scripts/bench/pages/minimal/`) under
 * `flock /tmp/wire-build.lock`, serves a private copy of the app's build (others rebuild
 * `packages/app/.next` meanwhile), starts the services on a fresh database, the app and the
 * fixture on free 127.0.0.1 ports, and stops them (process groups) at the end, also on error or
 * Ctrl-C. Prints a table with the targets and writes `bench-results/pages.json`.
 *
 * Options: `--skip-lighthouse`, `--duration=<s>` (autocannon seconds per page, default 10),
 * `--connections=<n>` (default 10), `--lh-runs=<n>` (default 5), `--rounds=<n>` (throughput rounds
 * and uncached runs, default 5), `--rebuild` (build the app even
 * when a build exists).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../chromium.shared.ts";
import { describeRatios, measureInRounds, median, medianRatio, ratiosByRound } from "./rounds.ts";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const appDir = join(repoRoot, "packages/app");
const fixtureDir = join(repoRoot, "scripts/bench/pages/minimal");
const resultsFile = join(repoRoot, "bench-results/pages.json");
const BUILD_LOCK = "/tmp/wire-build.lock";
/**
 * A command under the build lock (shared or exclusive), or as it is when the caller runs the whole
 * benchmark under that lock already (`WIRE_BUILD_LOCK_HELD=1 flock /tmp/wire-build.lock pnpm
 * bench …`): a second hold of the same lock from a child would wait for the first forever.
 */
export function underBuildLock(args: string[], shared = false): [string, string[]] {
  if (process.env.WIRE_BUILD_LOCK_HELD === "1") return [args[0]!, args.slice(1)];
  return ["flock", [...(shared ? ["-s"] : []), BUILD_LOCK, ...args]];
}

/**
 * The app's pages of the benchmark: home, a content page, a product page, the stories overview.
 * All are pages of the site's catch-all route, whose client reference manifest names the client
 * components behind each chunk.
 */
const APP_ROUTE = "[site]/[locale]/(site)/[[...slug]]/page";
export const APP_PAGES = [
  { name: "home", path: "/en" },
  { name: "content", path: "/en/company/sustainability" },
  { name: "product", path: "/de/products/crimping/gamma-263" },
  { name: "stories", path: "/en/stories" },
] as const;

/** Issue 14's targets; Lighthouse compares medians. */
const TARGETS = {
  firstLoadKiB: 150,
  throughputRatio: 0.9,
  lighthouseMobileGap: 3,
  uncachedRps: 100,
  uncachedP99Ms: 1000,
};
const UNCACHED_CONNECTIONS = 50;

// ---------------------------------------------------------------------------------------------
// Options

export interface PagesOptions {
  skipLighthouse: boolean;
  duration: number;
  connections: number;
  lhRuns: number;
  /** Throughput rounds (`rounds.ts`): the ratios and the uncached render are their medians. */
  rounds: number;
  rebuild: boolean;
}

export function parseOptions(args: readonly string[]): PagesOptions {
  const options: PagesOptions = {
    skipLighthouse: false,
    duration: 10,
    connections: 10,
    // Mobile scores move ±8 between runs on this shared 2-core machine (the minimal page too).
    lhRuns: 5,
    rounds: 5,
    rebuild: false,
  };
  const whole = (flag: string, value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number ≥ 1`);
    return n;
  };
  for (const arg of args) {
    const [flag, value = ""] = arg.split("=", 2) as [string, string?];
    if (flag === "--skip-lighthouse") options.skipLighthouse = true;
    else if (flag === "--rebuild") options.rebuild = true;
    else if (flag === "--duration") options.duration = whole(flag, value);
    else if (flag === "--connections") options.connections = whole(flag, value);
    else if (flag === "--lh-runs") options.lhRuns = whole(flag, value);
    else if (flag === "--rounds") options.rounds = whole(flag, value);
    else {
      throw new Error(
        `unknown option ${arg}; options: --skip-lighthouse --duration=<s> --connections=<n> --lh-runs=<n> --rounds=<n> --rebuild`,
      );
    }
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Processes

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Runs a command to its end with inherited output; rejects on a non-zero exit. */
export async function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: "inherit" });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
}

export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
  log: string;
}

export const running = new Set<Service>();

/** Starts a long-running command in its own process group, its output in a log file. */
export function startService(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  url: string,
  logDir: string,
): Service {
  const log = join(logDir, `${name}.log`);
  const fd = openSync(log, "a");
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", fd, fd],
    detached: true,
  });
  closeSync(fd);
  const service = { name, url, child, log };
  running.add(service);
  return service;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole process group, SIGKILL after 5 s if any of it is left. */
export async function stopService(service: Service): Promise<void> {
  running.delete(service);
  const pid = service.child.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return;
  }
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && groupAlive(pid)) await sleep(100);
  if (groupAlive(pid)) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
}

export function stopAllSync() {
  for (const service of running) {
    const pid = service.child.pid;
    if (pid === undefined) continue;
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // gone already
    }
  }
  running.clear();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function logTail(service: Service, lines = 30): string {
  try {
    return readFileSync(service.log, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Resolves once `url` answers 2xx; fails early when the process exits. */
export async function waitFor(service: Service, path: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null || service.child.signalCode !== null) {
      throw new Error(
        `${service.name} exited (${service.child.exitCode ?? service.child.signalCode}):\n${logTail(service)}`,
      );
    }
    try {
      const response = await fetch(`${service.url}${path}`, {
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${service.name}: ${path} did not answer within ${timeoutMs / 1000} s`);
}

// ---------------------------------------------------------------------------------------------
// Builds

/** The `next` CLI of the app's `next` dependency (the fixture builds and starts with it too). */
export function nextBin(): { bin: string; version: string } {
  const require = createRequire(join(appDir, "package.json"));
  const pkgPath = require.resolve("next/package.json");
  const { version } = JSON.parse(readFileSync(pkgPath, "utf8")) as { version: string };
  return { bin: join(dirname(pkgPath), "dist/bin/next"), version };
}

export async function ensureAppBuild(rebuild: boolean): Promise<void> {
  const buildId = join(appDir, ".next/BUILD_ID");
  if (existsSync(buildId) && !rebuild) {
    const age = (Date.now() - statSync(buildId).mtimeMs) / 60_000;
    console.log(`app: using the existing build (${age.toFixed(0)} min old; --rebuild to refresh)`);
    return;
  }
  console.log("app: building (under the build lock) …");
  // Checked again inside the lock: someone may have built it while we waited.
  const inner = rebuild
    ? "pnpm --filter @wire/app build"
    : "test -f packages/app/.next/BUILD_ID || pnpm --filter @wire/app build";
  await run(...underBuildLock(["sh", "-c", inner]), repoRoot, { NEXT_TELEMETRY_DISABLED: "1" });
  if (!existsSync(buildId)) throw new Error("app build finished without .next/BUILD_ID");
}

/**
 * A private copy of the app's build to serve from: other engineers rebuild `packages/app/.next`
 * while the benchmark runs, which would swap chunks under a running `next start`. The copy is
 * taken under a shared hold of the build lock (no build is half-written meanwhile); the rest of
 * the project is linked. Returns the directory and the copied BUILD_ID.
 */
export async function snapshotAppBuild(workDir: string): Promise<{ dir: string; buildId: string }> {
  const dir = join(workDir, "app");
  mkdirSync(join(dir, ".next"), { recursive: true });
  for (const entry of [
    "package.json",
    "next.config.ts",
    "tsconfig.json",
    "node_modules",
    "public",
    "src",
  ]) {
    if (existsSync(join(appDir, entry))) symlinkSync(join(appDir, entry), join(dir, entry));
  }
  const copy =
    "test -f .next/BUILD_ID && tar -C .next -c --exclude=./cache --exclude=./dev" +
    ' --exclude=./trace --exclude=./trace-build . | tar -C "$0" -x';
  await run(...underBuildLock(["sh", "-c", copy, join(dir, ".next")], true), appDir);
  // Turbopack links server externals (e.g. `postcss-<hash>`) from `.next/node_modules` into the
  // pnpm store by relative paths, which the copy breaks: point them at the same targets again.
  const externals = join(appDir, ".next/node_modules");
  if (existsSync(externals)) {
    for (const name of readdirSync(externals)) {
      const copied = join(dir, ".next/node_modules", name);
      rmSync(copied, { force: true });
      symlinkSync(realpathSync(join(externals, name)), copied);
    }
  }
  return { dir, buildId: readFileSync(join(dir, ".next/BUILD_ID"), "utf8").trim() };
}

/** The fixture's `node_modules` is a link to the app's: same `next`, `react`, `react-dom`. */
function linkFixtureModules(): void {
  const link = join(fixtureDir, "node_modules");
  if (!existsSync(link)) {
    rmSync(link, { force: true }); // a dangling link
    symlinkSync(relative(fixtureDir, join(appDir, "node_modules")), link);
  }
}

export async function ensureFixtureBuild(next: { bin: string; version: string }): Promise<void> {
  linkFixtureModules();
  const buildId = join(fixtureDir, ".next/BUILD_ID");
  const stamp = join(fixtureDir, ".next/bench-next-version");
  const sources = [
    "next.config.mjs",
    "proxy.ts",
    "app/layout.tsx",
    "app/page.tsx",
    "app/dynamic/page.tsx",
    "app/proxied/page.tsx",
    "app/session/page.tsx",
  ].map((file) => statSync(join(fixtureDir, file)).mtimeMs);
  const fresh =
    existsSync(buildId) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === next.version &&
    statSync(buildId).mtimeMs > Math.max(...sources);
  if (fresh) {
    console.log(`minimal fixture: using the existing build (next ${next.version})`);
    return;
  }
  console.log(`minimal fixture: building with next ${next.version} (under the build lock) …`);
  await run(...underBuildLock([process.execPath, next.bin, "build"]), fixtureDir, {
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
  });
  writeFileSync(stamp, next.version);
}

// ---------------------------------------------------------------------------------------------
// Measurements

export interface ScriptSize {
  /** Same-origin path of an external script (a `<script src>` or a preloaded one), or `inline #n`. */
  src: string;
  bytes: number;
  gzip: number;
  sha1: string;
  /** What the script holds, recognised by marker strings (react-dom, react-aria, …). */
  contains: string[];
  /** First-party client components (`"use client"` modules) that load this chunk. */
  loadedFor: string[];
}

/** Marker strings that survive minification, and the library each one betrays. */
const MARKERS: [RegExp, string][] = [
  [/__reactFiber/, "react-dom"],
  [/next-router-state-tree/, "next router"],
  [/self\.__next_f/, "RSC payload"],
  [/react-aria-|data-rac/, "react-aria"],
  [/DismissableLayer|FocusScope/, "@radix-ui"],
  [/IntlMessageFormat|INVALID_MESSAGE/, "intl-messageformat (use-intl)"],
  [/dataLayer/, "tag manager"],
  [/ZodError/, "zod"],
  [/useSWR|swr-/, "swr"],
];

export function recognise(text: string): string[] {
  return MARKERS.flatMap(([marker, name]) => (marker.test(text) ? [name] : []));
}

/**
 * Chunk path → the first-party client modules (`"use client"` components, with the layouts'
 * own) that load it, from a route's client reference manifest
 * (`.next/server/app/<route>_client-reference-manifest.js`).
 */
export function chunkOwners(projectDir: string, route: string): Map<string, string[]> {
  const owners = new Map<string, Set<string>>();
  const serverApp = join(projectDir, ".next/server/app");
  const manifestFile = `${route}_client-reference-manifest.js`;
  if (!existsSync(join(serverApp, manifestFile))) return new Map();
  const sandbox: Record<string, unknown> = {};
  try {
    runInNewContext(readFileSync(join(serverApp, manifestFile), "utf8"), sandbox);
  } catch {
    return new Map();
  }
  const manifests = (sandbox.__RSC_MANIFEST ?? {}) as Record<
    string,
    { clientModules?: Record<string, { chunks?: string[] }> }
  >;
  for (const manifest of Object.values(manifests)) {
    for (const [id, entry] of Object.entries(manifest.clientModules ?? {})) {
      const module = /^\[project\]\/(packages\/.+|scripts\/.+)$/.exec(id)?.[1];
      if (!module) continue; // Next's own client modules
      for (const chunk of entry.chunks ?? []) {
        const path = chunk.startsWith("/") ? chunk : `/_next/${chunk}`;
        if (!owners.has(path)) owners.set(path, new Set());
        owners.get(path)!.add(module.replace(/^packages\//, "").replace(/\/src\//, ": "));
      }
    }
  }
  return new Map([...owners].map(([chunk, modules]) => [chunk, [...modules].sort()]));
}

export interface FirstLoad {
  status: number;
  htmlGzipKiB: number;
  kib: number;
  externalKiB: number;
  inlineKiB: number;
  scripts: ScriptSize[];
  /** Scripts left out: other origins, `nomodule`, non-JavaScript types (JSON-LD …). */
  skipped: string[];
}

const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

export interface ScriptTag {
  src: string | null;
  type: string;
  noModule: boolean;
  body: string;
}

/** The `<script>` elements of an HTML document, in order. */
export function scriptTags(html: string): ScriptTag[] {
  const tags: ScriptTag[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? "";
    const attr = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attrs);
    const src = attr("src");
    const type = attr("type");
    tags.push({
      src: src ? (src[1] ?? src[2] ?? src[3] ?? "").replaceAll("&amp;", "&") : null,
      type: type ? (type[1] ?? type[2] ?? type[3] ?? "").toLowerCase() : "",
      noModule: /\bnomodule\b/i.test(attrs),
      body: match[2] ?? "",
    });
  }
  return tags;
}

const gzipSize = (data: Uint8Array) => gzipSync(data, { level: 9 }).length;
const kib = (bytes: number) => bytes / 1024;

/**
 * The hrefs of `<link rel="preload" as="script">` and `<link rel="modulepreload">` elements of
 * an HTML document, in order (`&amp;` decoded): scripts a browser fetches at first load too.
 */
export function preloadedScripts(html: string): string[] {
  const hrefs: string[] = [];
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = match[1] ?? "";
    const attr = (name: string) => {
      const found = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(
        attrs,
      );
      return found ? (found[1] ?? found[2] ?? found[3] ?? "") : null;
    };
    const rel = (attr("rel") ?? "").toLowerCase().split(/\s+/);
    const as = (attr("as") ?? "").toLowerCase();
    const href = attr("href");
    if (!href) continue;
    if (rel.includes("modulepreload") || (rel.includes("preload") && as === "script")) {
      hrefs.push(href.replaceAll("&amp;", "&"));
    }
  }
  return hrefs;
}

/** First-load JS of a page as a browser gets it: the served HTML's scripts, gzipped one by one. */
export async function measureFirstLoad(
  pageUrl: string,
  owners: Map<string, string[]>,
  headers: Record<string, string> = {},
): Promise<FirstLoad> {
  const response = await fetch(pageUrl, { headers });
  const html = await response.text();
  const origin = new URL(pageUrl).origin;
  const scripts: ScriptSize[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  let inline = 0;
  const preloads: ScriptTag[] = preloadedScripts(html).map((src) => ({
    src,
    type: "",
    noModule: false,
    body: "",
  }));
  for (const tag of [...scriptTags(html), ...preloads]) {
    const label = tag.src ?? `inline (${tag.type || "js"})`;
    if (!JS_TYPES.has(tag.type) || tag.noModule) {
      skipped.push(`${label}${tag.noModule ? " [nomodule]" : ` [type=${tag.type}]`}`);
      continue;
    }
    if (tag.src === null) {
      const data = Buffer.from(tag.body);
      if (data.length === 0) continue;
      inline += 1;
      scripts.push({
        src: `inline #${inline}`,
        bytes: data.length,
        gzip: gzipSize(data),
        sha1: createHash("sha1").update(data).digest("hex"),
        contains: recognise(tag.body),
        loadedFor: [],
      });
      continue;
    }
    const url = new URL(tag.src, pageUrl);
    if (url.origin !== origin) {
      skipped.push(`${tag.src} [other origin]`);
      continue;
    }
    const path = url.pathname + url.search;
    if (seen.has(path)) continue;
    seen.add(path);
    const script = await fetch(url);
    if (!script.ok) throw new Error(`${path}: HTTP ${script.status}`);
    const data = new Uint8Array(await script.arrayBuffer());
    scripts.push({
      src: path,
      bytes: data.length,
      gzip: gzipSize(data),
      sha1: createHash("sha1").update(data).digest("hex"),
      contains: recognise(Buffer.from(data).toString("utf8")),
      loadedFor: owners.get(url.pathname) ?? [],
    });
  }
  const sum = (list: ScriptSize[]) => kib(list.reduce((total, s) => total + s.gzip, 0));
  const external = scripts.filter((s) => !s.src.startsWith("inline"));
  const inlines = scripts.filter((s) => s.src.startsWith("inline"));
  return {
    status: response.status,
    htmlGzipKiB: kib(gzipSize(Buffer.from(html))),
    kib: sum(scripts),
    externalKiB: sum(external),
    inlineKiB: sum(inlines),
    scripts,
    skipped,
  };
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

/**
 * Throws unless `url` is rendered per request (`Cache-Control: no-store`): a `cache=false` whose
 * editor cookie the app did not accept is ignored, and would measure the kept page instead.
 */
export async function assertRenderedPerRequest(
  url: string,
  host: string,
  headers: Record<string, string>,
): Promise<void> {
  const cacheControl = String(
    (await getWithHost(url, host, headers)).headers["cache-control"] ?? "",
  );
  if (!/no-store/.test(cacheControl)) {
    throw new Error(
      `${url} answered Cache-Control "${cacheControl}", not a per-request render: was the editor cookie accepted?`,
    );
  }
}

/** A GET to `url` with the given Host header (fetch does not let one set it): status and headers. */
export async function getWithHost(
  url: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, host } }, (response) => {
      response.resume();
      response.once("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    });
    req.once("error", reject);
    req.end();
  });
}

export interface Throughput {
  rps: number;
  latencyMs: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
}

/** autocannon against `url` (sent with the given Host header) for `seconds`. */
export async function cannon(
  url: string,
  host: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { ...headers, host },
  });
  return {
    rps: result.requests.average,
    latencyMs: result.latency.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Slices of equal length, merged: mean rate, mean latency and p50, worst p99, summed counts. */
export function mergeSlices(slices: readonly Throughput[]): Throughput {
  const mean = (pick: (t: Throughput) => number) =>
    slices.reduce((sum, t) => sum + pick(t), 0) / slices.length;
  const total = (pick: (t: Throughput) => number) => slices.reduce((sum, t) => sum + pick(t), 0);
  return {
    rps: mean((t) => t.rps),
    latencyMs: mean((t) => t.latencyMs),
    p50Ms: mean((t) => t.p50Ms),
    p99Ms: Math.max(...slices.map((t) => t.p99Ms)),
    total: total((t) => t.total),
    non2xx: total((t) => t.non2xx),
    errors: total((t) => t.errors),
  };
}

export interface LighthouseRun {
  score: number | null;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  siMs?: number;
  /** The largest contentful paint element, as Lighthouse labels it. */
  lcpElement?: string;
  /** The scripts costing the most main-thread time (Lighthouse's `bootup-time`), top 3. */
  bootup?: { url: string; scriptingMs: number }[];
  error?: string;
}

interface AuditDetails {
  items?: {
    url?: string;
    scripting?: number;
    node?: { nodeLabel?: string; selector?: string };
    items?: { node?: { nodeLabel?: string; selector?: string } }[];
  }[];
}

export interface LighthouseFigures {
  /** The best (highest) score of the runs. */
  best: number | null;
  runs: LighthouseRun[];
}

type Preset = "mobile" | "desktop";

/** Lighthouse 12 in one Chromium; `round` runs of every page, interleaved, warmed with one GET. */
async function measureLighthouse(
  pages: { key: string; url: string }[],
  runs: number,
): Promise<Record<string, Record<Preset, LighthouseFigures>>> {
  const { default: lighthouse, desktopConfig } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: "silent",
    handleSIGINT: false,
  });
  const figures: Record<string, Record<Preset, LighthouseFigures>> = {};
  try {
    for (const page of pages) {
      figures[page.key] = {
        mobile: { best: null, runs: [] },
        desktop: { best: null, runs: [] },
      };
    }
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) {
        await (await fetch(page.url)).arrayBuffer();
        for (const preset of ["mobile", "desktop"] as const) {
          const started = Date.now();
          let lhRun: LighthouseRun;
          try {
            const result = await lighthouse(
              page.url,
              {
                port: chrome.port,
                output: "json",
                logLevel: "error",
                onlyCategories: ["performance"],
              },
              preset === "desktop" ? desktopConfig : undefined,
            );
            const lhr = result?.lhr;
            const numeric = (id: string) => lhr?.audits[id]?.numericValue;
            const score = lhr?.categories.performance?.score;
            lhRun = {
              score: typeof score === "number" ? Math.round(score * 100) : null,
              fcpMs: numeric("first-contentful-paint"),
              lcpMs: numeric("largest-contentful-paint"),
              tbtMs: numeric("total-blocking-time"),
              cls: numeric("cumulative-layout-shift"),
              siMs: numeric("speed-index"),
              lcpElement: (() => {
                const details = lhr?.audits["largest-contentful-paint-element"]?.details as
                  | AuditDetails
                  | undefined;
                const node = details?.items?.[0]?.items?.[0]?.node ?? details?.items?.[0]?.node;
                return node ? `${node.nodeLabel ?? ""} (${node.selector ?? "?"})` : undefined;
              })(),
              bootup: (
                (lhr?.audits["bootup-time"]?.details as AuditDetails | undefined)?.items ?? []
              )
                .filter((item) => typeof item.url === "string")
                .sort((a, b) => (b.scripting ?? 0) - (a.scripting ?? 0))
                .slice(0, 3)
                .map((item) => ({
                  url: URL.canParse(item.url!) ? new URL(item.url!).pathname : item.url!,
                  scriptingMs: Math.round(item.scripting ?? 0),
                })),
              ...(lhr?.runtimeError ? { error: lhr.runtimeError.message } : {}),
            };
          } catch (error) {
            lhRun = { score: null, error: (error as Error).message };
          }
          const entry = figures[page.key]![preset];
          entry.runs.push(lhRun);
          const scores = entry.runs.flatMap((r) => (r.score === null ? [] : [r.score]));
          entry.best = scores.length ? Math.max(...scores) : null;
          console.log(
            `  lighthouse ${preset.padEnd(7)} ${page.key.padEnd(16)} run ${round}/${runs}: ${lhRun.score ?? "—"}` +
              ` (FCP ${ms(lhRun.fcpMs)}, LCP ${ms(lhRun.lcpMs)}, TBT ${ms(lhRun.tbtMs)}; ${((Date.now() - started) / 1000).toFixed(0)} s)` +
              (lhRun.lcpElement ? ` LCP element: ${lhRun.lcpElement.slice(0, 60)}` : "") +
              (lhRun.error ? ` error: ${lhRun.error}` : ""),
          );
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

const ms = (value: number | undefined) => (value === undefined ? "—" : `${Math.round(value)} ms`);

// ---------------------------------------------------------------------------------------------
// Report

export interface PageFigures {
  key: string;
  path: string;
  url: string;
  firstLoad: FirstLoad;
  lighthouse?: Record<Preset, LighthouseFigures>;
  throughput: Throughput;
  /** The minimal page's slices measured around this page's (ABBA). */
  minimalBeside?: Throughput;
  ratio: number | null;
}

export const pass = (ok: boolean | null) => (ok === null ? "n/a" : ok ? "PASS" : "MISS");

/** The median score of the runs: what the targets compare. */
function medianScore(figures: LighthouseFigures): number | null {
  const scores = figures.runs
    .map((run) => run.score)
    .filter((score): score is number => typeof score === "number");
  return scores.length === 0 ? null : Math.round(median(scores));
}

/** "median (best)" of a page's runs with one preset. */
const lighthouseCell = (figures: LighthouseFigures) =>
  `${medianScore(figures) ?? "—"} (${figures.best ?? "—"})`;

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ");
  return [
    line(rows[0]!),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...rows.slice(1).map(line),
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------

/**
 * The services on a fresh database and the app from a snapshot of its build, on free ports of
 * 127.0.0.1 (the app is addressed as `localhost:<port>`, its APP_URL host). Stopped with the
 * other benchmark servers (`running`).
 */
export async function startSite(
  workDir: string,
  snapshotDir: string,
  nextCli: string,
  servicesEnv: NodeJS.ProcessEnv = {},
) {
  const dataDir = join(workDir, "data");
  mkdirSync(dataDir, { recursive: true });
  // The app's own secrets (editor and session cookies) in a directory the benchmark names: the
  // snapshot has no workspace above it, so the app would otherwise keep them where the
  // benchmark's own cookies (the editor's `cache=false`) cannot be signed alike.
  const appDataDir = join(workDir, "app-data");
  const [servicesPort, appPort] = [await freePort(), await freePort()];
  const appUrl = `http://localhost:${appPort}`;
  console.log(`starting services (:${servicesPort}) and app (:${appPort}) …`);
  const services = startService(
    "services",
    process.execPath,
    ["--import", "tsx", "packages/services/src/main.ts", "--reset"],
    repoRoot,
    {
      NODE_ENV: "production",
      SERVICES_HOST: "127.0.0.1",
      SERVICES_PORT: String(servicesPort),
      DATA_DIR: dataDir,
      APP_URL: appUrl,
      ...servicesEnv,
    },
    `http://127.0.0.1:${servicesPort}`,
    workDir,
  );
  // Seeding a fresh database takes ~2 min when the shared machine is busy.
  await waitFor(services, "/health", 360_000);
  // The app's start command (`pnpm --filter @wire/app start`: `next start -H localhost`), here
  // serving the snapshot (its working directory).
  const app = startService(
    "app",
    process.execPath,
    [nextCli, "start", "-H", "localhost", "-p", String(appPort)],
    snapshotDir,
    {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      SERVICES_URL: services.url,
      APP_URL: appUrl,
      APP_INTERNAL_URL: `http://localhost:${appPort}`,
      OIDC_ISSUER: `http://localhost:${servicesPort}/am/oauth2/realms/root/realms/alpha`,
      DATA_DIR: appDataDir,
    },
    `http://127.0.0.1:${appPort}`,
    workDir,
  );
  await waitFor(app, "/healthz");
  return { services, app, appUrl, appDataDir };
}

/**
 * Runs `measure` against a freshly started site (built first when needed) and stops it after,
 * also on error.
 */
export async function withSite<T>(
  measure: (site: { appUrl: string; appHost: string; url: string }) => Promise<T>,
  servicesEnv: NodeJS.ProcessEnv = {},
): Promise<T> {
  const next = nextBin();
  await ensureAppBuild(false);
  const workDir = mkdtempSync(join(tmpdir(), "wire-bench-site-"));
  try {
    const snapshot = await snapshotAppBuild(workDir);
    const { app, appUrl } = await startSite(workDir, snapshot.dir, next.bin, servicesEnv);
    return await measure({ appUrl, appHost: new URL(appUrl).host, url: app.url });
  } finally {
    for (const service of [...running]) await stopService(service);
    rmSync(workDir, { recursive: true, force: true });
  }
}

export default async function pagesBench(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const started = Date.now();
  const next = nextBin();
  await ensureAppBuild(options.rebuild);
  await ensureFixtureBuild(next);

  const workDir = mkdtempSync(join(tmpdir(), "wire-bench-pages-"));
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the servers`);
    stopAllSync();
    rmSync(workDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    const snapshot = await snapshotAppBuild(workDir);
    const appBuildId = snapshot.buildId;
    const minimalPort = await freePort();
    const minimal = startService(
      "minimal",
      process.execPath,
      [next.bin, "start", "-H", "127.0.0.1", "-p", String(minimalPort)],
      fixtureDir,
      { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      `http://127.0.0.1:${minimalPort}`,
      workDir,
    );
    const { app, appUrl, appDataDir } = await startSite(workDir, snapshot.dir, next.bin);
    const appPort = new URL(appUrl).port;
    await waitFor(minimal, "/");
    console.log(`ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);

    // Pages are fetched as `localhost` (APP_URL's host: the site is selected by host); autocannon
    // connects to 127.0.0.1 and sends that Host header.
    const appHost = `localhost:${appPort}`;
    const minimalHost = `localhost:${minimalPort}`;
    const appOwners = chunkOwners(snapshot.dir, APP_ROUTE);
    const targets = [
      ...APP_PAGES.map((page) => ({
        key: page.name,
        path: page.path,
        url: `${app.url}${page.path}`,
        browserUrl: `${appUrl}${page.path}`,
        host: appHost,
        chunkOwners: appOwners,
      })),
      {
        key: "minimal",
        path: "/",
        url: `${minimal.url}/`,
        browserUrl: `http://localhost:${minimalPort}/`,
        host: minimalHost,
        chunkOwners: new Map<string, string[]>(),
      },
    ];
    // Context for the ratio, not targets: the minimal page rendered per request, and behind a
    // proxy that only passes it on.
    const contextTargets = [
      { key: "minimal-dynamic", label: "minimal, dynamic", path: "/dynamic" },
      { key: "minimal-proxied", label: "minimal, through a proxy", path: "/proxied" },
    ].map((target) => ({ ...target, url: `${minimal.url}${target.path}`, host: minimalHost }));

    console.log("\nfirst-load JS …");
    const firstLoad: Record<string, FirstLoad> = {};
    for (const target of targets) {
      // Twice: the first request fills the server cache, the second is what visitors get.
      await (await fetch(target.browserUrl)).arrayBuffer();
      firstLoad[target.key] = await measureFirstLoad(target.browserUrl, target.chunkOwners);
      const f = firstLoad[target.key]!;
      console.log(
        `  ${target.key.padEnd(16)} HTTP ${f.status}  ${f.kib.toFixed(1)} KiB gz (${f.scripts.length} scripts: external ${f.externalKiB.toFixed(1)}, inline ${f.inlineKiB.toFixed(1)})`,
      );
    }

    let lighthouse: Record<string, Record<Preset, LighthouseFigures>> | undefined;
    if (!options.skipLighthouse) {
      console.log(
        `\nLighthouse 12 (${CHROMIUM_PATH}), ${options.lhRuns} run(s) per page and preset …`,
      );
      lighthouse = await measureLighthouse(
        targets.map((t) => ({ key: t.key, url: t.browserUrl })),
        options.lhRuns,
      );
    }

    // Each page is measured beside the minimal page in rounds whose order alternates (minimal,
    // page; page, minimal; …), `duration / rounds` s a slice, so load from elsewhere on the
    // machine drifts into both alike; its ratio is the median of the rounds' ratios.
    const slice = Math.max(1, Math.round(options.duration / options.rounds));
    console.log(
      `\nthroughput: autocannon -c ${options.connections}, ${options.rounds} rounds of ${slice} s per page beside the minimal page, the order alternating …`,
    );
    const minimalTarget = targets.find((t) => t.key === "minimal")!;
    const throughput: Record<string, Throughput> = {};
    const pairedMinimal: Record<string, Throughput> = {};
    const roundRatios: Record<string, (number | null)[]> = {};
    const minimalSlices: Throughput[] = [];
    const cannonTargets = [...targets.filter((t) => t.key !== "minimal"), ...contextTargets];
    await getWithHost(minimalTarget.url, minimalTarget.host);
    for (const target of cannonTargets) {
      await getWithHost(target.url, target.host); // warm the page and its server cache
      const slices = await measureInRounds(["minimal", "page"] as const, options.rounds, (which) =>
        which === "minimal"
          ? cannon(minimalTarget.url, minimalTarget.host, options.connections, slice)
          : cannon(target.url, target.host, options.connections, slice),
      );
      minimalSlices.push(...slices.minimal);
      throughput[target.key] = mergeSlices(slices.page);
      pairedMinimal[target.key] = mergeSlices(slices.minimal);
      roundRatios[target.key] = ratiosByRound(
        slices.page.map((t) => t.rps),
        slices.minimal.map((t) => t.rps),
      );
      const figures = throughput[target.key]!;
      console.log(
        `  ${target.key.padEnd(16)} ${figures.rps.toFixed(0).padStart(6)} req/s  mean ${figures.latencyMs.toFixed(1)} ms  p99 ${figures.p99Ms.toFixed(0)} ms` +
          `  | minimal beside it ${pairedMinimal[target.key]!.rps.toFixed(0)} req/s  | ratio ${describeRatios(roundRatios[target.key]!)}` +
          (figures.non2xx || figures.errors
            ? `  non-2xx ${figures.non2xx}, errors ${figures.errors}`
            : ""),
      );
    }
    throughput.minimal = mergeSlices(minimalSlices);

    // A render with no cache entry: an editor's cache=false renders from the services every time.
    const { appConfig } = await import("../../packages/app/src/config.ts");
    const { editorCookie } = await import("../../packages/app/src/auth/editorAccess.ts");
    const editor = await editorCookie(appConfig({ APP_URL: appUrl, DATA_DIR: appDataDir }));
    const uncachedPath = `${APP_PAGES[1].path}?cache=false`;
    await assertRenderedPerRequest(`${app.url}${uncachedPath}`, appHost, {
      cookie: `${editor.name}=${editor.value}`,
    });
    // Runs of the whole duration: at 50 connections a render waits seconds, longer than a slice.
    console.log(
      `\nuncached render: autocannon -c ${UNCACHED_CONNECTIONS}, ${options.rounds} runs of ${options.duration} s, ${uncachedPath} as an editor …`,
    );
    const uncachedRuns: Throughput[] = [];
    for (let run = 0; run < options.rounds; run++) {
      const figures = await cannon(
        `${app.url}${uncachedPath}`,
        appHost,
        UNCACHED_CONNECTIONS,
        options.duration,
        { cookie: `${editor.name}=${editor.value}` },
      );
      uncachedRuns.push(figures);
      console.log(
        `  ${figures.rps.toFixed(1)} req/s  mean ${figures.latencyMs.toFixed(0)} ms  p99 ${figures.p99Ms.toFixed(0)} ms` +
          (figures.non2xx || figures.errors
            ? `  non-2xx ${figures.non2xx}, errors/timeouts ${figures.errors}`
            : ""),
      );
    }
    const uncached = {
      rps: median(uncachedRuns.map((t) => t.rps)),
      p99Ms: median(uncachedRuns.map((t) => t.p99Ms)),
      runs: uncachedRuns,
    };
    const ratioOf = (key: string): number | null =>
      key === "minimal" ? 1 : medianRatio(roundRatios[key]!);

    const liveBuildId = existsSync(join(appDir, ".next/BUILD_ID"))
      ? readFileSync(join(appDir, ".next/BUILD_ID"), "utf8").trim()
      : "(none)";
    if (liveBuildId !== appBuildId) {
      const now = liveBuildId === "(none)" ? "is being rebuilt" : `was rebuilt (${liveBuildId})`;
      console.log(
        `\nnote: packages/app ${now} during the run; the figures are of the copied build ${appBuildId}`,
      );
    }

    // ---- report
    const pages: PageFigures[] = targets.map((target) => ({
      key: target.key,
      path: target.path,
      url: target.browserUrl,
      firstLoad: firstLoad[target.key]!,
      ...(lighthouse ? { lighthouse: lighthouse[target.key]! } : {}),
      throughput: throughput[target.key]!,
      ...(pairedMinimal[target.key] ? { minimalBeside: pairedMinimal[target.key] } : {}),
      ratio: ratioOf(target.key),
    }));
    const minimalMobile = lighthouse?.minimal ? medianScore(lighthouse.minimal.mobile) : null;
    const rows = [
      ["page", "first-load JS KiB gz", "LH mobile", "LH desktop", "req/s", "ratio"],
      ...pages.map((page) => [
        page.key === "minimal" ? "minimal (/)" : `${page.key} (${page.path})`,
        page.firstLoad.kib.toFixed(1),
        page.lighthouse ? lighthouseCell(page.lighthouse.mobile) : "skipped",
        page.lighthouse ? lighthouseCell(page.lighthouse.desktop) : "skipped",
        page.throughput.rps.toFixed(0),
        page.ratio === null ? "—" : page.ratio.toFixed(2),
      ]),
      ...contextTargets.map((target) => [
        `${target.label} (${target.path})`,
        "",
        "",
        "",
        throughput[target.key]!.rps.toFixed(0),
        ratioOf(target.key)?.toFixed(2) ?? "—",
      ]),
    ];
    const verdicts = pages
      .filter((page) => page.key !== "minimal")
      .map((page) => {
        const mobile = page.lighthouse ? medianScore(page.lighthouse.mobile) : null;
        return {
          page: page.key,
          firstLoadJs: page.firstLoad.kib <= TARGETS.firstLoadKiB,
          throughputRatio: page.ratio === null ? null : page.ratio >= TARGETS.throughputRatio,
          lighthouseMobile:
            mobile === null || minimalMobile === null
              ? null
              : mobile >= minimalMobile - TARGETS.lighthouseMobileGap,
        };
      });

    console.log(
      `\npages benchmark — next ${next.version}, app build ${appBuildId}, ${new Date().toISOString()}`,
    );
    console.log(table(rows));
    console.log(
      `\nfirst-load JS: same-origin <script src>, <link rel=preload as=script> and <link rel=modulepreload> (deduplicated) + inline script bodies of the served HTML, each gzip -9, summed.` +
        `\nLH: Lighthouse 12 performance score, median of ${options.lhRuns} run(s) (the best in brackets, context only; the target compares medians), warmed page, mobile = default preset, desktop = desktop preset.` +
        `\nreq/s: autocannon -c ${options.connections}, ${options.rounds} rounds of ${slice} s per page after one warming GET, beside the minimal page (the order alternating);` +
        `\n  req/s is the mean of a page's slices; ratio = the median of the rounds' page / minimal; the minimal row is the mean of all its ${minimalSlices.length} slices.` +
        "\n  /dynamic: the minimal page rendered per request (no prerender): context for the ratio, not a target." +
        "\n  /proxied: the prerendered minimal page behind a proxy that only passes it on (every app page passes the" +
        "\n  app's proxy, which chooses site and locale): context for the ratio, not a target.",
    );
    console.log(
      `\nuncached render (${uncachedPath}, editor, -c ${UNCACHED_CONNECTIONS}, median of ${options.rounds} runs): ${uncached.rps.toFixed(1)} req/s ≥ ${TARGETS.uncachedRps}: ${pass(uncached.rps >= TARGETS.uncachedRps)}; p99 ${uncached.p99Ms.toFixed(0)} ms ≤ ${TARGETS.uncachedP99Ms}: ${pass(uncached.p99Ms <= TARGETS.uncachedP99Ms)}`,
    );
    console.log("\ntargets:");
    console.log(
      table([
        [
          "page",
          `first-load JS ≤ ${TARGETS.firstLoadKiB} KiB`,
          `req/s ratio ≥ ${TARGETS.throughputRatio}`,
          `LH mobile ≥ minimal − ${TARGETS.lighthouseMobileGap}${minimalMobile === null ? "" : ` (${minimalMobile - TARGETS.lighthouseMobileGap})`}`,
        ],
        ...verdicts.map((v) => [
          v.page,
          pass(v.firstLoadJs),
          pass(v.throughputRatio),
          pass(v.lighthouseMobile),
        ]),
      ]),
    );

    // What dominates: the app's largest scripts beyond the minimal page, and who loads them.
    console.log("\nlargest first-load scripts of the app pages (KiB gz; pages that load each):");
    const chunks = new Map<string, { script: ScriptSize; pages: string[] }>();
    for (const page of pages.filter((p) => p.key !== "minimal")) {
      for (const script of page.firstLoad.scripts) {
        const id = script.src.startsWith("inline") ? `${script.src} of ${page.key}` : script.src;
        const entry = chunks.get(id) ?? { script, pages: [] };
        entry.pages.push(page.key);
        chunks.set(id, entry);
      }
    }
    const largest = [...chunks.entries()].sort((a, b) => b[1].script.gzip - a[1].script.gzip);
    for (const [id, { script, pages: usedOn }] of largest.slice(0, 10)) {
      const owners = script.loadedFor;
      const ownersText = owners.length
        ? `; for ${owners.slice(0, 4).join(", ")}${owners.length > 4 ? ` +${owners.length - 4} more` : ""}`
        : "";
      console.log(
        `  ${kib(script.gzip).toFixed(1).padStart(5)}  ${id.replace("/_next/static/chunks/", "")}` +
          ` [${script.contains.join(", ") || "?"}] (${usedOn.join(", ")}${ownersText})`,
      );
    }
    console.log(
      `  minimal page: ${firstLoad
        .minimal!.scripts.sort((a, b) => b.gzip - a.gzip)
        .map((s) => `${kib(s.gzip).toFixed(1)} [${s.contains.join(", ") || "?"}]`)
        .join(", ")}`,
    );

    mkdirSync(dirname(resultsFile), { recursive: true });
    writeFileSync(
      resultsFile,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          next: next.version,
          appBuildId,
          node: process.version,
          options,
          targets: TARGETS,
          pages,
          context: Object.fromEntries(
            contextTargets.map((target) => [
              target.key,
              {
                path: target.path,
                throughput: throughput[target.key],
                minimalBeside: pairedMinimal[target.key],
                ratio: ratioOf(target.key),
              },
            ]),
          ),
          uncached: { path: uncachedPath, connections: UNCACHED_CONNECTIONS, ...uncached },
          verdicts,
        },
        null,
        2,
      )}\n`,
    );
    console.log(
      `\nwritten: ${relative(repoRoot, resultsFile)} (${((Date.now() - started) / 1000).toFixed(0)} s in all)`,
    );
  } catch (error) {
    for (const service of running)
      console.error(`--- ${service.name} log (tail) ---\n${logTail(service)}`);
    throw error;
  } finally {
    for (const service of [...running]) await stopService(service);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    rmSync(workDir, { recursive: true, force: true });
  }
}
