/**
 * `pnpm bench portal`: what the service portal's pages cost (issue 15), signed in as
 * `customer@example.com` with the seeded 10 000 tickets, once with the services on the embedded
 * database (PGlite) and once on PostgreSQL (`DATABASE_URL`, a throw-away cluster of Debian's
 * `postgresql` on a free port):
 *
 * - server time of the ticket list (first page, a filtered page, a search), the inventory and a
 *   ticket page: `--requests` (default 200) sequential GETs each over loopback, after 5 warm-up
 *   requests; median and p95 of the time to the last byte (target p95 ≤ 150 ms);
 * - the ticket list and the dashboard under load: autocannon at `--connections` (default 50) for
 *   `--duration` seconds (default 10); requests/s and p99 (target p99 ≤ 250 ms);
 * - the same server time for the parts pages (issue 16): the product-information list with a search
 *   and a model's parts list; and a quick order of 500 article-number lines, posted through the
 *   site's `/api/tickets-proxy` as the cart page does (target ≤ 1 s);
 * - first-load JS (gzipped, as `pnpm bench pages` counts it) of the ticket list, a ticket page and
 *   the parts finder (target ≤ 180 KiB), with the PGlite run.
 *
 * The session comes from signing in through the identity server's form in Chromium, as a user
 * would. The app runs from a snapshot of its build (built first when there is none). Options:
 * `--skip-postgres`. Writes `bench-results/portal.json`.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { print } from "graphql";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../chromium.shared.ts";
import { PartsByArticleNumbersDocument } from "../../packages/graphql/src/generated/sis/graphql.ts";
import {
  cannon,
  freePort,
  measureFirstLoad,
  pass,
  type Throughput,
  table,
  withSite,
} from "./pages.ts";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const resultsFile = join(repoRoot, "bench-results/portal.json");
const TARGETS = { p95Ms: 150, p99Ms: 250, firstLoadKiB: 180, quickOrderMs: 1000 };
/** The seeded model of customer@example.com's machine m-010, and article numbers of its parts. */
const PARTS_MODEL = "kappa-330";
const PARTS_MACHINE = "m-010";
const ARTICLE_NUMBERS = ["1003026", "1003055", "1003071", "1003097", "9999999"];
const DEMO_PASSWORD = "wire-demo-2026";

function option(args: readonly string[], name: string, fallback: string): string {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
}

/** Signs in through the login form (as `email`) and returns the session's Cookie header. */
export async function signedInCookie(
  appUrl: string,
  email = "customer@example.com",
): Promise<string> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${appUrl}/en/portal`);
    await page.waitForURL(/\/am\/interaction\//);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/en/portal");
    const cookies = await page.context().cookies(appUrl);
    return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Timing {
  medianMs: number;
  p95Ms: number;
  statuses: Record<string, number>;
}

/**
 * `count` sequential requests (after 5 unmeasured), each timed to its last byte: GETs, or the
 * given POST.
 */
async function timeRequests(
  url: string,
  cookie: string,
  count: number,
  post?: { origin: string; body: string },
): Promise<Timing> {
  const statuses: Record<string, number> = {};
  const get = async () => {
    const started = performance.now();
    const response = await fetch(url, {
      redirect: "manual",
      ...(post
        ? {
            method: "POST",
            body: post.body,
            headers: { cookie, origin: post.origin, "content-type": "application/json" },
          }
        : { headers: { cookie } }),
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await get();
  for (const key of Object.keys(statuses)) delete statuses[key];
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await get());
  times.sort((a, b) => a - b);
  return { medianMs: percentile(times, 50), p95Ms: percentile(times, 95), statuses };
}

/** A throw-away PostgreSQL cluster (Debian's binaries) on a free port; `stop` removes it. */
export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const bin = execFileSync("bash", [
    "-c",
    "dirname $(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n1)",
  ])
    .toString()
    .trim();
  const dir = mkdtempSync(join(tmpdir(), "wire-bench-pg-"));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const asPg = (command: string) =>
    execFileSync(
      process.getuid?.() === 0 ? "su" : "bash",
      process.getuid?.() === 0 ? ["postgres", "-s", "/bin/bash", "-c", command] : ["-c", command],
      { stdio: "ignore" },
    );
  asPg(`${bin}/initdb -D ${dir}/pg -U postgres -A trust`);
  asPg(
    `${bin}/pg_ctl -D ${dir}/pg -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1' -l ${dir}/pg.log -w start`,
  );
  asPg(`${bin}/createdb -h 127.0.0.1 -p ${port} -U postgres wire`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/wire`,
    stop: () => {
      if (existsSync(`${dir}/pg/postmaster.pid`)) {
        asPg(`${bin}/pg_ctl -D ${dir}/pg -m fast stop`);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface RunFigures {
  database: string;
  timings: Record<string, Timing>;
  load: Record<string, Throughput>;
  firstLoadKiB?: Record<string, number>;
}

async function measureRun(
  database: string,
  servicesEnv: NodeJS.ProcessEnv,
  options: { requests: number; connections: number; duration: number; firstLoad: boolean },
): Promise<RunFigures> {
  return withSite(async ({ appUrl, appHost, url }) => {
    console.log(`[${database}] signing in …`);
    const cookie = await signedInCookie(appUrl);
    const list = await (
      await fetch(`${url}/en/portal/tickets/list`, { headers: { cookie } })
    ).text();
    const ticketId = /\/en\/portal\/tickets\/(T-\d{4}-\d{6})/.exec(list)?.[1];
    if (!ticketId) throw new Error("the ticket list shows no ticket: is the session valid?");
    const pages: [string, string][] = [
      ["ticket list, first page", "/en/portal/tickets/list"],
      ["ticket list, filtered", "/en/portal/tickets/list?status=open&type=MAINTENANCE&page=2"],
      ["ticket list, search", "/en/portal/tickets/list?q=roller"],
      ["inventory", "/en/portal/inventory"],
      ["ticket page", `/en/portal/tickets/${ticketId}`],
      ["product information, search", "/en/portal/product-information?q=kappa"],
      ["parts list of a model", `/en/portal/product-information/${PARTS_MODEL}/parts-list`],
    ];
    const timings: Record<string, Timing> = {};
    for (const [name, path] of pages) {
      console.log(`[${database}] ${options.requests} × ${path}`);
      timings[name] = await timeRequests(`${url}${path}`, cookie, options.requests);
    }
    const quickOrder = JSON.stringify({
      query: print(PartsByArticleNumbersDocument),
      variables: {
        lines: Array.from({ length: 500 }, (_, i) => ({
          articleNumber: ARTICLE_NUMBERS[i % ARTICLE_NUMBERS.length],
          quantity: 1 + (i % 3),
        })),
      },
    });
    console.log(`[${database}] 20 × quick order of 500 lines`);
    timings["quick order, 500 lines"] = await timeRequests(`${url}/api/tickets-proxy`, cookie, 20, {
      origin: appUrl,
      body: quickOrder,
    });
    const load: Record<string, Throughput> = {};
    for (const [name, path] of [
      ["ticket list", "/en/portal/tickets/list"],
      ["dashboard", "/en/portal"],
    ] as const) {
      console.log(`[${database}] autocannon -c ${options.connections} ${path}`);
      load[name] = await cannon(`${url}${path}`, appHost, options.connections, options.duration, {
        cookie,
      });
    }
    const figures: RunFigures = { database, timings, load };
    if (options.firstLoad) {
      figures.firstLoadKiB = {};
      for (const [name, path] of [
        ["ticket list", "/en/portal/tickets/list"],
        ["ticket page", `/en/portal/tickets/${ticketId}`],
        [
          "parts finder",
          `/en/portal/product-information/${PARTS_MODEL}/parts-finder?machine=${PARTS_MACHINE}`,
        ],
      ] as const) {
        const measured = await measureFirstLoad(`${appUrl}${path}`, new Map(), { cookie });
        if (measured.status !== 200) throw new Error(`${path}: HTTP ${measured.status}`);
        figures.firstLoadKiB[name] = measured.kib;
      }
    }
    return figures;
  }, servicesEnv);
}

export default async function portalBench(args: string[]): Promise<void> {
  const options = {
    requests: Number(option(args, "requests", "200")),
    connections: Number(option(args, "connections", "50")),
    duration: Number(option(args, "duration", "10")),
  };
  const runs: RunFigures[] = [];
  runs.push(await measureRun("PGlite", {}, { ...options, firstLoad: true }));
  if (!args.includes("--skip-postgres")) {
    const postgres = await startPostgres();
    try {
      runs.push(
        await measureRun(
          "PostgreSQL",
          { DATABASE_URL: postgres.url },
          {
            ...options,
            firstLoad: false,
          },
        ),
      );
    } finally {
      postgres.stop();
    }
  }

  console.log(`\nportal benchmark — ${new Date().toISOString()}, customer@example.com`);
  console.log(
    table([
      ["page", "database", "median ms", "p95 ms", "target", "statuses"],
      ...runs.flatMap((run) =>
        Object.entries(run.timings).map(([name, t]) => {
          const limit = name.startsWith("quick order") ? TARGETS.quickOrderMs : TARGETS.p95Ms;
          return [
            name,
            run.database,
            t.medianMs.toFixed(1),
            t.p95Ms.toFixed(1),
            `${pass(t.p95Ms <= limit)} (p95 ≤ ${limit})`,
            JSON.stringify(t.statuses),
          ];
        }),
      ),
    ]),
  );
  console.log(
    `\n${table([
      ["under load", "database", "req/s", "p99 ms", `p99 ≤ ${TARGETS.p99Ms}`, "non-2xx", "errors"],
      ...runs.flatMap((run) =>
        Object.entries(run.load).map(([name, f]) => [
          name,
          run.database,
          f.rps.toFixed(0),
          f.p99Ms.toFixed(0),
          pass(f.p99Ms <= TARGETS.p99Ms),
          String(f.non2xx),
          String(f.errors),
        ]),
      ),
    ])}`,
  );
  const firstLoad = runs[0]!.firstLoadKiB ?? {};
  console.log(
    `\n${table([
      ["first-load JS", "KiB gz", `≤ ${TARGETS.firstLoadKiB}`],
      ...Object.entries(firstLoad).map(([name, kib]) => [
        name,
        kib.toFixed(1),
        pass(kib <= TARGETS.firstLoadKiB),
      ]),
    ])}`,
  );
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, options, targets: TARGETS, runs }, null, 2)}\n`,
  );
  console.log(`written: ${relative(repoRoot, resultsFile)}`);
}
