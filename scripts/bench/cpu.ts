/**
 * `pnpm bench cpu`: CPU per request of the app and of the services (issue 44, section 2), beside
 * the framework's own floor measured in the same run. For each page, `--requests` (default 100)
 * sequential GETs (one at a time) after `--warmup` (default 20) unmeasured ones; the CPU time
 * (user + system, `/proc/<pid>/stat`) of every process of the app's process group (`next start`
 * and the server process it spawns) and of the services' process group, read before and after,
 * divided by the requests. `--runs` (default 5) runs, each measuring every page once in an order
 * that alternates from run to run (`rounds.ts`); the figures are the medians of the runs with
 * their range, and each ratio is taken within its run (page / floor), then the median.
 *
 * Pages, signed in as artemis@example.com (through the identity server's form in Chromium, as a
 * user would):
 * - floor: the minimal Next.js fixture's `/session` (rendered per request, reads the session
 *   cookie as the portal does: `cookies()` and the sealed cookie opened with jose);
 * - an uncached public page: `/en/company/sustainability?cache=false` as an editor (rendered from
 *   the services on every request);
 * - the portal dashboard, the tickets list and a parts finder (the first model of the user's
 *   product information).
 *
 * The services run on a fresh embedded database (PGlite) by default; on PostgreSQL with
 * `DATABASE_URL` (reseeded: the services start with `--reset`) or with `--postgres` (a throw-away
 * cluster of Debian's PostgreSQL). `--cpu-prof` starts the app and the services with
 * `node --cpu-prof` and leaves the profiles in `bench-results/cpu-prof/` (open them in Chrome's
 * DevTools or speedscope). Writes `bench-results/cpu.json`.
 *
 * Run it alone: `WIRE_BUILD_LOCK_HELD=1 flock /tmp/wire-build.lock pnpm bench cpu`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { groupTicks, msPerRequest } from "./_cpu.ts";
import {
  assertRenderedPerRequest,
  ensureAppBuild,
  ensureFixtureBuild,
  freePort,
  nextBin,
  pass,
  running,
  type Service,
  snapshotAppBuild,
  startService,
  startSite,
  stopAllSync,
  stopService,
  table,
  waitFor,
} from "./pages.ts";
import { signedInCookie, startPostgres } from "./portal.ts";
import { measureInRounds, median, medianRatio, ratiosByRound, spread } from "./rounds.ts";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const fixtureDir = join(repoRoot, "scripts/bench/pages/minimal");
const resultsFile = join(repoRoot, "bench-results/cpu.json");
const profileDir = join(repoRoot, "bench-results/cpu-prof");
const USER = "artemis@example.com";
/** Issue 44's targets: app CPU as a ratio to the floor, services CPU in ms (on PGlite). */
const TARGETS = { portalAppRatio: 2, publicAppRatio: 3, servicesMs: 8 };

type PageKey = "floor" | "uncached public page" | "dashboard" | "tickets list" | "parts finder";

interface Target {
  key: PageKey;
  url: string;
  host: string;
  headers: Record<string, string>;
  /** Process groups of the app (or the fixture) and of the services. */
  appGroups: number[];
  servicesGroups: number[];
}

interface RunFigures {
  appMs: number;
  servicesMs: number;
  wallMs: number;
}

export interface CpuOptions {
  requests: number;
  warmup: number;
  runs: number;
  postgres: boolean;
  cpuProf: boolean;
}

export function parseCpuOptions(args: readonly string[]): CpuOptions {
  const options: CpuOptions = {
    requests: 100,
    warmup: 20,
    runs: 5,
    postgres: false,
    cpuProf: false,
  };
  for (const arg of args) {
    const [flag, value = ""] = arg.split("=", 2) as [string, string?];
    const whole = () => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 10_000) {
        throw new Error(`${flag} needs a whole number from 1 to 10000`);
      }
      return n;
    };
    if (flag === "--requests") options.requests = whole();
    else if (flag === "--warmup") options.warmup = whole();
    else if (flag === "--runs") options.runs = whole();
    else if (flag === "--postgres") options.postgres = true;
    else if (flag === "--cpu-prof") options.cpuProf = true;
    else {
      throw new Error(
        `unknown option ${arg}; options: --requests=<n> --warmup=<n> --runs=<n> --postgres --cpu-prof`,
      );
    }
  }
  return options;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One sequential GET over a kept-alive connection, read to its end: status and body. */
function get(target: Target): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      target.url,
      { agent, headers: { ...target.headers, host: target.host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.once("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.once("error", reject);
      },
    );
    req.once("error", reject);
    req.end();
  });
}

async function requests(target: Target, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const { status } = await get(target);
    if (status !== 200) throw new Error(`${target.key} ${target.url}: HTTP ${status}`);
  }
}

/** One run of one page: the CPU of both process groups over `count` sequential requests. */
async function measure(target: Target, count: number): Promise<RunFigures> {
  await requests(target, 3); // the page after another: its code paths warm again
  const started = performance.now();
  const app0 = groupTicks(target.appGroups);
  const services0 = groupTicks(target.servicesGroups);
  await requests(target, count);
  const app1 = groupTicks(target.appGroups);
  const services1 = groupTicks(target.servicesGroups);
  return {
    appMs: msPerRequest(app0, app1, count),
    servicesMs: msPerRequest(services0, services1, count),
    wallMs: (performance.now() - started) / count,
  };
}

/** The first parts finder the signed-in user's product information opens. */
async function partsFinderPath(appUrl: string, cookie: string): Promise<string> {
  const html = await (
    await fetch(`${appUrl}/en/portal/product-information`, { headers: { cookie } })
  ).text();
  const slugs = [
    ...new Set(
      [...html.matchAll(/\/en\/portal\/product-information\/([a-z0-9-]+)["/?]/g)].map((m) => m[1]!),
    ),
  ];
  for (const slug of slugs) {
    const path = `/en/portal/product-information/${slug}/parts-finder`;
    const response = await fetch(`${appUrl}${path}`, { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status === 200) return path;
  }
  throw new Error(`${USER}'s product information opens no parts finder (models: ${slugs})`);
}

export default async function cpuBench(args: string[]): Promise<void> {
  const options = parseCpuOptions(args);
  const next = nextBin();
  await ensureAppBuild(false);
  await ensureFixtureBuild(next);
  const workDir = mkdtempSync(join(tmpdir(), "wire-bench-cpu-"));
  let postgres: { url: string; stop: () => void } | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the servers`);
    stopAllSync();
    postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const servicesEnv: NodeJS.ProcessEnv = {};
  let database = "PGlite";
  if (options.postgres) {
    postgres = await startPostgres();
    servicesEnv.DATABASE_URL = postgres.url;
  }
  if (servicesEnv.DATABASE_URL ?? process.env.DATABASE_URL) database = "PostgreSQL";
  if (options.cpuProf) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
    // Inherited by the services, `next start` and its server process; written when they exit.
    process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --cpu-prof --cpu-prof-dir=${profileDir}`;
  }

  try {
    const snapshot = await snapshotAppBuild(workDir);
    const { services, app, appUrl, appDataDir } = await startSite(
      workDir,
      snapshot.dir,
      next.bin,
      servicesEnv,
    );
    const { appConfig } = await import("../../packages/app/src/config.ts");
    const { sessionCookieName } = await import("../../packages/app/src/auth/cookies.ts");
    const { editorCookie } = await import("../../packages/app/src/auth/editorAccess.ts");
    const config = appConfig({ APP_URL: appUrl, DATA_DIR: appDataDir });
    const fixturePort = await freePort();
    const fixture: Service = startService(
      "minimal",
      process.execPath,
      [next.bin, "start", "-H", "127.0.0.1", "-p", String(fixturePort)],
      fixtureDir,
      {
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        BENCH_SESSION_COOKIE: sessionCookieName(config),
        BENCH_SESSION_SECRET: config.SESSION_SECRET,
      },
      `http://127.0.0.1:${fixturePort}`,
      workDir,
    );
    await waitFor(fixture, "/");
    console.log(`signing in as ${USER} …`);
    const cookie = await signedInCookie(appUrl, USER);
    const editor = await editorCookie(config);
    const appHost = new URL(appUrl).host;
    const groups = (service: Service) => [service.child.pid!];
    const appTarget = (key: PageKey, path: string, headers: Record<string, string>): Target => ({
      key,
      url: `${app.url}${path}`,
      host: appHost,
      headers,
      appGroups: groups(app),
      servicesGroups: groups(services),
    });
    const uncachedPath = "/en/company/sustainability?cache=false";
    const editorHeaders = { cookie: `${editor.name}=${editor.value}` };
    await assertRenderedPerRequest(`${app.url}${uncachedPath}`, appHost, editorHeaders);
    const targets: Target[] = [
      {
        key: "floor",
        url: `${fixture.url}/session`,
        host: `localhost:${fixturePort}`,
        headers: { cookie },
        appGroups: groups(fixture),
        servicesGroups: groups(services),
      },
      appTarget("uncached public page", uncachedPath, editorHeaders),
      appTarget("dashboard", "/en/portal", { cookie }),
      appTarget("tickets list", "/en/portal/tickets/list", { cookie }),
      appTarget("parts finder", await partsFinderPath(appUrl, cookie), { cookie }),
    ];
    if (!(await get(targets[0]!)).body.includes("Signed in.")) {
      throw new Error("the floor page did not open the session cookie: same name and secret?");
    }
    for (const target of targets) {
      console.log(`warm-up: ${options.warmup} × ${target.url.replace(/^http:\/\/[^/]+/, "")}`);
      await requests(target, options.warmup);
    }
    console.log(
      `measuring: ${options.runs} runs of ${options.requests} sequential requests per page, the order alternating (${database}) …`,
    );
    const results = await measureInRounds(
      targets.map((t) => t.key),
      options.runs,
      async (key, run) => {
        const figures = await measure(targets.find((t) => t.key === key)!, options.requests);
        console.log(
          `  run ${run + 1} ${key}: app ${figures.appMs.toFixed(1)} ms, services ${figures.servicesMs.toFixed(1)} ms, ${figures.wallMs.toFixed(1)} ms a request`,
        );
        return figures;
      },
    );
    report(targets, results, options, database);
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    // SIGTERM lets Node write the profiles (`--cpu-prof`) on its way out.
    for (const service of [...running]) await stopService(service);
    postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
    if (options.cpuProf) console.log(`CPU profiles: ${relative(repoRoot, profileDir)}/`);
  }
}

function report(
  targets: readonly Target[],
  results: Record<PageKey, RunFigures[]>,
  options: CpuOptions,
  database: string,
): void {
  const floorApp = results.floor.map((r) => r.appMs);
  const rows = targets.map(({ key }) => {
    const runs = results[key];
    const app = runs.map((r) => r.appMs);
    const services = runs.map((r) => r.servicesMs);
    const ratio = medianRatio(ratiosByRound(app, floorApp));
    const ratioRange = spread(
      ratiosByRound(app, floorApp).filter((r): r is number => r !== null),
      1,
    );
    const appTarget =
      key === "floor"
        ? null
        : key === "uncached public page"
          ? TARGETS.publicAppRatio
          : TARGETS.portalAppRatio;
    return {
      key,
      app: { medianMs: median(app), range: spread(app, 1) },
      services: { medianMs: median(services), range: spread(services, 1) },
      wallMs: median(runs.map((r) => r.wallMs)),
      ratio,
      ratioRange,
      appTarget,
      runs,
    };
  });
  console.log(
    `\ncpu benchmark — ${new Date().toISOString()}, ${database}, signed in as ${USER}; CPU per request (user + system of each process group, /proc/<pid>/stat),` +
      `\n${options.requests} sequential requests after ${options.warmup} of warm-up, median of ${options.runs} runs (range), ratio = the median of the runs' app / floor`,
  );
  console.log(
    table([
      ["page", "app ms", "range", "× floor", "range", "target", "services ms", "range", "wall ms"],
      ...rows.map((row) => [
        row.key,
        row.app.medianMs.toFixed(1),
        row.app.range,
        row.ratio === null ? "n/a" : row.ratio.toFixed(1),
        row.ratioRange,
        row.appTarget === null
          ? ""
          : `${pass(row.ratio !== null && row.ratio <= row.appTarget)} ≤ ${row.appTarget}×` +
            (database === "PGlite" && row.key !== "floor"
              ? `, svc ${pass(row.services.medianMs <= TARGETS.servicesMs)} ≤ ${TARGETS.servicesMs}`
              : ""),
        row.services.medianMs.toFixed(1),
        row.services.range,
        row.wallMs.toFixed(1),
      ]),
    ]),
  );
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        database,
        user: USER,
        options,
        targets: TARGETS,
        pages: Object.fromEntries(targets.map((t, i) => [t.key, { url: t.url, ...rows[i] }])),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written: ${relative(repoRoot, resultsFile)}`);
}
