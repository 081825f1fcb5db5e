/**
 * `pnpm bench load`: the site under steady load (issue 20), on loopback only: autocannon with
 * `--connections` (default 50) for `--duration` seconds (default 60) on
 *
 * - a public page (`/en/company/sustainability`, kept by the page cache),
 * - a product page (`/en/products/crimping/gamma-263`),
 * - a portal page (`/en/portal`) with the session of `customer@example.com`, signed in through
 *   the identity server's form in Chromium as a user would;
 *
 * one page after the other, each warmed with a GET first. `--runs=<n>` repeats the whole round
 * (pages interleaved, so load from elsewhere on the machine drifts into all alike) and reports
 * the median of the runs' req/s, p50 and p99 (use ≥ 5 for figures to compare), the errors
 * (connection errors and timeouts) and non-2xx answers summed over all runs. The target is 0 of
 * both. The site runs as `pnpm bench pages` runs it (a snapshot of the app's build, the services
 * on a fresh embedded database, free 127.0.0.1 ports). Writes `bench-results/load.json`.
 *
 * Run it alone on the machine: `WIRE_BUILD_LOCK_HELD=1 flock /tmp/wire-build.lock pnpm bench load`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cannon, pass, type Throughput, table, withSite } from "./pages.ts";
import { signedInCookie } from "./portal.ts";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const resultsFile = join(repoRoot, "bench-results/load.json");

const PAGES = [
  { name: "public page", path: "/en/company/sustainability", signedIn: false },
  { name: "product page", path: "/en/products/crimping/gamma-263", signedIn: false },
  { name: "portal page", path: "/en/portal", signedIn: true },
] as const;

/** A whole-number option within bounds (the benchmark must stay bounded). */
function option(args: readonly string[], name: string, fallback: number, max: number): number {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  const value = found ? Number(found.slice(name.length + 3)) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  }
  return value;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface PageFigures {
  path: string;
  runs: Throughput[];
  median: { rps: number; p50Ms: number; p99Ms: number };
  errors: number;
  non2xx: number;
}

export default async function loadBench(args: string[]): Promise<void> {
  const duration = option(args, "duration", 60, 600);
  const connections = option(args, "connections", 50, 200);
  const runs = option(args, "runs", 1, 20);

  const figures = await withSite(async ({ appUrl, appHost, url }) => {
    console.log("signing in as customer@example.com …");
    const cookie = await signedInCookie(appUrl);
    const headersOf = (signedIn: boolean): Record<string, string> => (signedIn ? { cookie } : {});
    for (const page of PAGES) {
      const response = await fetch(`${appUrl}${page.path}`, {
        headers: headersOf(page.signedIn),
        redirect: "manual",
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page.path}: HTTP ${response.status}`);
    }
    const measured = new Map<string, Throughput[]>(PAGES.map((p) => [p.name, []]));
    for (let run = 0; run < runs; run++) {
      for (const page of run % 2 === 0 ? PAGES : [...PAGES].reverse()) {
        console.log(
          `run ${run + 1}/${runs}: autocannon -c ${connections} -d ${duration} ${page.path}`,
        );
        measured
          .get(page.name)!
          .push(
            await cannon(
              `${url}${page.path}`,
              appHost,
              connections,
              duration,
              headersOf(page.signedIn),
            ),
          );
      }
    }
    return Object.fromEntries(
      PAGES.map(({ name, path }) => {
        const results = measured.get(name)!;
        const page: PageFigures = {
          path,
          runs: results,
          median: {
            rps: median(results.map((r) => r.rps)),
            p50Ms: median(results.map((r) => r.p50Ms)),
            p99Ms: median(results.map((r) => r.p99Ms)),
          },
          errors: results.reduce((sum, r) => sum + r.errors, 0),
          non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
        };
        return [name, page];
      }),
    ) as Record<string, PageFigures>;
  });

  console.log(
    `\nload benchmark — ${new Date().toISOString()}, ${connections} connections, ${duration} s per page, ${runs} run(s)${runs > 1 ? " (medians)" : ""}`,
  );
  console.log(
    table([
      ["page", "req/s", "p50 ms", "p99 ms", "requests", "non-2xx", "errors", "0 errors"],
      ...Object.entries(figures).map(([name, f]) => [
        `${name} ${f.path}`,
        f.median.rps.toFixed(0),
        f.median.p50Ms.toFixed(0),
        f.median.p99Ms.toFixed(0),
        String(f.runs.reduce((sum, r) => sum + r.total, 0)),
        String(f.non2xx),
        String(f.errors),
        pass(f.errors === 0 && f.non2xx === 0),
      ]),
    ]),
  );
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, connections, durationS: duration, runs, figures }, null, 2)}\n`,
  );
  console.log(`written: ${relative(repoRoot, resultsFile)}`);
  const failed = Object.values(figures).some((f) => f.errors > 0 || f.non2xx > 0);
  if (failed) process.exitCode = 1;
}
