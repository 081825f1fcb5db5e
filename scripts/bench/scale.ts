/**
 * `pnpm bench scale`: how the documented deployment (scripts/cluster.sh: nginx, app instances
 * sharing Redis, the services on PostgreSQL) scales out, in one run, autocannon on loopback
 * (issues 14 and 44):
 *
 * - a cached public page through 1, 2 and 3 app instances behind nginx with nginx's cache off
 *   (round robin; the instances answer from Next's cache);
 * - nginx's cache, and nginx serving the same HTML as a static file (the ceiling);
 * - signed-in portal pages (the dashboard, the tickets list, as artemis@example.com) through 1 and
 *   2 instances behind nginx, the services uncapped.
 *
 * `--cpu-per-instance=<cores>` (default 0.4 where the cgroup v1 CPU controller at
 * `/sys/fs/cgroup/cpu` is writable, as root; `=0` for none) holds each app instance, every
 * process of it, to that share of a core in a CPU group of its own (`_cgroup.ts`), so each
 * instance is a small machine and nginx, the services and autocannon (uncapped) do not compete
 * with it for the cap. Where the groups cannot be made it says so and measures uncapped. The
 * groups are removed at the end, also on failure or Ctrl-C.
 *
 * Each round measures every target for one slice, the order alternating from round to round
 * (`rounds.ts`), so load from elsewhere on the machine drifts into all alike. A ratio is taken
 * within each round and reported as the median of the rounds, with their range; each target's
 * req/s is the median of its slices, with their range. Beside each row: the cores the app
 * instances and the services used during its slices (`/proc`), to show which one is the limit.
 * Targets (issue 44, capped): cached pages through two instances ≥ 1.7 × one; portal pages
 * through two ≥ 1.5 × one; nginx's cache ≥ 0.8 × the static file; 0 errors.
 *
 * Options: `--rounds=<n>` (default 5), `--slice=<s>` (seconds per target and round, default 4),
 * `--connections=<n>` (default 50), `--path=<path>` (default /en/company/sustainability),
 * `--cpu-per-instance=<cores>`. Builds the site first when it has no build (cluster.sh). Writes
 * `bench-results/scale.json`.
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import {
  applyWrites,
  CPU_CGROUP_ROOT,
  capWrites,
  cgroupWritable,
  groupDir,
  parseCpuPerInstance,
  removeGroup,
} from "./_cgroup.ts";
import {
  allProcStats,
  CLOCK_TICKS_PER_S,
  descendants,
  groupTicks,
  inGroups,
  pidTicks,
} from "./_cpu.ts";
import { cannon, freePort, mergeSlices, pass, type Throughput, table } from "./pages.ts";
import { signedInCookie } from "./portal.ts";
import {
  describeRatios,
  measureInRounds,
  median,
  medianRatio,
  ratiosByRound,
  spread,
} from "./rounds.ts";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const resultsFile = join(repoRoot, "bench-results/scale.json");
const TARGETS = { cachedTwoRatio: 1.7, portalTwoRatio: 1.5, nginxCacheRatio: 0.8 };
const DEFAULT_CPU_PER_INSTANCE = 0.4;
const PORTAL_USER = "artemis@example.com";

function option(args: readonly string[], name: string, fallback: string): string {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
}

function wholeOption(args: readonly string[], name: string, fallback: string): number {
  const n = Number(option(args, name, fallback));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} needs a whole number ≥ 1`);
  return n;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/** nginx's servers of this run: 1, 2 and 3 instances without the cache, the page as a file. */
export function benchServers(
  instancePorts: readonly number[],
  nocachePorts: readonly number[],
  staticPort: number,
  files: string,
): string {
  const blocks = nocachePorts.map((listen, i) => {
    const servers = instancePorts
      .slice(0, i + 1)
      .map((port) => `server 127.0.0.1:${port};`)
      .join(" ");
    return `upstream bench_${i + 1} {
  ${servers}
  keepalive 64;
}
server {
  listen 127.0.0.1:${listen};
  location / {
    proxy_pass http://bench_${i + 1};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
  }
}
`;
  });
  return `${blocks.join("")}server {
  listen 127.0.0.1:${staticPort};
  root ${files};
  default_type text/html;
  location / { try_files /page.html =404; }
}
`;
}

interface Target {
  key: string;
  url: string;
  host: string;
  headers?: Record<string, string>;
}

export default async function scaleBench(args: string[]): Promise<void> {
  const rounds = wholeOption(args, "rounds", "5");
  const slice = wholeOption(args, "slice", "4");
  const connections = wholeOption(args, "connections", "50");
  const path = option(args, "path", "/en/company/sustainability");
  let cpuPerInstance = parseCpuPerInstance(args, DEFAULT_CPU_PER_INSTANCE);
  if (cpuPerInstance !== null && !cgroupWritable()) {
    console.log(
      `cpu caps: ${CPU_CGROUP_ROOT} is not a writable cgroup v1 CPU controller here (not root?): measuring without caps`,
    );
    cpuPerInstance = null;
  }
  const dir = mkdtempSync(join(tmpdir(), "wire-bench-scale-"));
  const files = mkdtempSync(join(tmpdir(), "wire-bench-scale-html-"));
  // nginx's workers run as another user: the page must be readable to them.
  chmodSync(files, 0o755);
  const ports = await Promise.all(Array.from({ length: 12 }, () => freePort()));
  const [nginx, staticPort, services, redisPort, pg, ...rest] = ports as [
    number,
    number,
    number,
    number,
    number,
    ...number[],
  ];
  const instances = rest.slice(0, 3);
  const nocache = rest.slice(3, 6);

  mkdirSync(join(dir, "extra"), { recursive: true });
  writeFileSync(join(dir, "extra/bench.conf"), benchServers(instances, nocache, staticPort, files));

  console.log(`starting the cluster (nginx :${nginx}, instances :${instances.join(" :")}) …`);
  const cluster = spawn("bash", [join(repoRoot, "scripts/cluster.sh")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      CLUSTER_DIR: dir,
      NGINX_PORT: String(nginx),
      APP_PORTS: instances.join(" "),
      SERVICES_PORT: String(services),
      REDIS_PORT: String(redisPort),
      PG_PORT: String(pg),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  cluster.stdout.on("data", (chunk) => {
    output += chunk;
  });
  cluster.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const groupPrefix = `wire-bench-scale-${process.pid}-`;
  const groups: string[] = [];
  const removeGroups = () => {
    for (const group of groups.splice(0)) {
      const problem = removeGroup(group);
      if (problem) console.error(problem);
    }
  };
  const stop = async () => {
    if (cluster.exitCode === null) {
      cluster.kill("SIGTERM");
      for (let i = 0; i < 300 && cluster.exitCode === null; i++) await sleep(100);
    }
    removeGroups();
  };
  const onSignal = () => {
    void stop().then(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  // Last resort (an exit without the finally): no group of this run stays behind.
  process.once("exit", removeGroups);

  try {
    await until(`http://localhost:${nginx}/healthz`, 600_000);
    // Each instance's process group (cluster.sh starts each under setsid; app-<port>.pid).
    const instanceGroups = instances.map((port) =>
      Number(readFileSync(join(dir, `app-${port}.pid`), "utf8").trim()),
    );
    const servicesPids = descendants(allProcStats(), cluster.pid!)
      .map((s) => s.pid)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("src/main.ts");
        } catch {
          return false;
        }
      });
    if (cpuPerInstance !== null) {
      const stats = allProcStats();
      instances.forEach((port, i) => {
        const group = groupDir(groupPrefix, `app-${port}`);
        mkdirSync(group);
        groups.push(group);
        const pids = inGroups(stats, [instanceGroups[i]!]).map((s) => s.pid);
        applyWrites(capWrites(group, cpuPerInstance!, pids));
      });
      console.log(
        `cpu caps: each app instance (all its processes) held to ${cpuPerInstance} of a core in ${CPU_CGROUP_ROOT}/${groupPrefix}app-<port>; nginx, the services and autocannon uncapped`,
      );
    }

    const page = (port: number, p = path) => `http://127.0.0.1:${port}${p}`;
    const host = (port: number) => `localhost:${port}`;
    // Render and keep the page (Next's cache, Redis, nginx's cache), then save it as the file.
    for (const port of [...instances, nginx, nginx, nginx]) {
      await fetch(`http://localhost:${port}${path}`).then((response) => response.arrayBuffer());
    }
    const html = await (await fetch(`http://localhost:${instances[0]}${path}`)).text();
    writeFileSync(join(files, "page.html"), html);
    chmodSync(join(files, "page.html"), 0o644);

    console.log(`signing in as ${PORTAL_USER} …`);
    const cookie = await signedInCookie(`http://localhost:${nginx}`, PORTAL_USER);
    const portalPages = [
      ["dashboard", "/en/portal"],
      ["tickets list", "/en/portal/tickets/list"],
    ] as const;
    for (const [name, portalPath] of portalPages) {
      const response = await fetch(page(nocache[1]!, portalPath), {
        headers: { cookie },
        redirect: "manual",
      });
      await response.arrayBuffer();
      if (response.status !== 200)
        throw new Error(`${name} ${portalPath}: HTTP ${response.status}`);
    }

    const targets: Target[] = [
      ...nocache.map((port, i) => ({
        key: `cached page, ${i + 1} instance${i ? "s" : ""}`,
        url: page(port),
        host: host(port),
      })),
      { key: "nginx cache", url: page(nginx), host: host(nginx) },
      { key: "nginx static file", url: page(staticPort), host: host(staticPort) },
      ...portalPages.flatMap(([name, portalPath]) =>
        nocache.slice(0, 2).map((port, i) => ({
          key: `${name}, ${i + 1} instance${i ? "s" : ""}`,
          url: page(port, portalPath),
          host: host(nginx),
          headers: { cookie },
        })),
      ),
    ];
    const caps = cpuPerInstance === null ? "uncapped" : `${cpuPerInstance} core each`;
    console.log(
      `autocannon -c ${connections}, ${rounds} rounds of ${slice} s per target, the order alternating, instances ${caps} …`,
    );
    const cores: Record<string, { app: number[]; services: number[] }> = Object.fromEntries(
      targets.map((t) => [t.key, { app: [], services: [] }]),
    );
    const slices = await measureInRounds(
      targets.map((t) => t.key),
      rounds,
      async (key) => {
        const target = targets.find((t) => t.key === key)!;
        const app0 = groupTicks(instanceGroups);
        const services0 = pidTicks(servicesPids);
        const started = performance.now();
        const result = await cannon(target.url, target.host, connections, slice, target.headers);
        const seconds = (performance.now() - started) / 1000;
        cores[key]!.app.push((groupTicks(instanceGroups) - app0) / CLOCK_TICKS_PER_S / seconds);
        cores[key]!.services.push(
          (pidTicks(servicesPids) - services0) / CLOCK_TICKS_PER_S / seconds,
        );
        return result;
      },
    );
    const figures = Object.fromEntries(
      Object.entries(slices).map(([key, parts]) => [key, mergeSlices(parts)]),
    ) as Record<string, Throughput>;
    const roundRps = (key: string) => slices[key]!.map((t) => t.rps);
    const ratio = (of: string, to: string) => ratiosByRound(roundRps(of), roundRps(to));
    const ratioRounds = {
      cachedTwo: ratio("cached page, 2 instances", "cached page, 1 instance"),
      cachedThree: ratio("cached page, 3 instances", "cached page, 1 instance"),
      dashboardTwo: ratio("dashboard, 2 instances", "dashboard, 1 instance"),
      ticketsTwo: ratio("tickets list, 2 instances", "tickets list, 1 instance"),
      nginxCache: ratio("nginx cache", "nginx static file"),
    };
    const ratios = Object.fromEntries(
      Object.entries(ratioRounds).map(([key, values]) => [key, medianRatio(values)]),
    ) as Record<keyof typeof ratioRounds, number | null>;
    const atLeast = (value: number | null, target: number) =>
      `(target ≥ ${target}: ${pass(value !== null && value >= target)})`;
    const errors = Object.values(figures).reduce((sum, f) => sum + f.errors + f.non2xx, 0);

    console.log(
      `\nscale benchmark — ${new Date().toISOString()}, ${path} (${html.length} bytes of HTML), portal as ${PORTAL_USER}, ` +
        `app instances ${caps}, ${connections} connections, ${rounds} rounds of ${slice} s`,
    );
    console.log(
      table([
        [
          "target",
          "req/s (median)",
          "rounds' range",
          "mean ms",
          "p99 ms",
          "app cores",
          "services cores",
          "non-2xx",
          "errors",
        ],
        ...targets.map(({ key }) => {
          const f = figures[key]!;
          return [
            key,
            median(roundRps(key)).toFixed(0),
            spread(roundRps(key), 0),
            f.latencyMs.toFixed(1),
            f.p99Ms.toFixed(0),
            median(cores[key]!.app).toFixed(2),
            median(cores[key]!.services).toFixed(2),
            String(f.non2xx),
            String(f.errors),
          ];
        }),
      ]),
    );
    console.log(
      "\nratios: the median of the rounds' ratios (each round measures both targets seconds apart); cores: the median of the slices' CPU time / wall time" +
        `\ncached page, 2 / 1 instance:  ${describeRatios(ratioRounds.cachedTwo)} ${atLeast(ratios.cachedTwo, TARGETS.cachedTwoRatio)}` +
        `\ncached page, 3 / 1 instance:  ${describeRatios(ratioRounds.cachedThree)}` +
        `\ndashboard, 2 / 1 instance:    ${describeRatios(ratioRounds.dashboardTwo)} ${atLeast(ratios.dashboardTwo, TARGETS.portalTwoRatio)}` +
        `\ntickets list, 2 / 1 instance: ${describeRatios(ratioRounds.ticketsTwo)} ${atLeast(ratios.ticketsTwo, TARGETS.portalTwoRatio)}` +
        `\nnginx cache / static file:    ${describeRatios(ratioRounds.nginxCache)} ${atLeast(ratios.nginxCache, TARGETS.nginxCacheRatio)}` +
        `\nerrors and non-2xx, all targets: ${errors} (target 0: ${pass(errors === 0)})` +
        (cpuPerInstance === null
          ? "\nnote: uncapped, autocannon, nginx, the services and the instances share this machine's cores, which bounds the ratios."
          : ""),
    );
    mkdirSync(dirname(resultsFile), { recursive: true });
    writeFileSync(
      resultsFile,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          path,
          connections,
          rounds,
          sliceS: slice,
          cpuPerInstance,
          targets: TARGETS,
          figures,
          slices,
          cores,
          ratios,
          ratiosByRound: ratioRounds,
          errors,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`written: ${relative(repoRoot, resultsFile)}`);
    if (errors > 0) process.exitCode = 1;
  } catch (error) {
    console.error(output.split("\n").slice(-40).join("\n"));
    throw error;
  } finally {
    await stop();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    rmSync(dir, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  }
}
