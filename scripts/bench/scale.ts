/**
 * `pnpm bench scale`: cached public-page throughput of the documented deployment
 * (scripts/cluster.sh: nginx, two app instances sharing Redis, the services on
 * PostgreSQL), in one run, autocannon on loopback:
 *
 * - one app instance answered directly;
 * - the two instances behind nginx without its cache (round robin);
 * - nginx's cache;
 * - nginx serving the same HTML as a static file (the ceiling).
 *
 * Each round measures every target for one slice, the order alternating from round to round
 * (`rounds.ts`), so load from elsewhere on the machine drifts into all alike. A ratio is taken
 * within each round and reported as the median of the rounds, with their range; each target's
 * req/s is the median of its slices. Targets (issue 14):
 * two instances ≥ 1.6 × one instance; nginx's cache ≥ 0.8 × the static file. On a 2-core machine
 * the two instances and autocannon share the same two cores, which bounds the first ratio.
 *
 * Options: `--rounds=<n>` (default 5), `--slice=<s>` (seconds per target and round, default 4),
 * `--connections=<n>` (default 50),
 * `--path=<path>` (default /en/company/sustainability). Builds the site first when it has no
 * build (cluster.sh). Writes `bench-results/scale.json`.
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cannon, freePort, mergeSlices, pass, type Throughput, table } from "./pages.ts";
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
const TARGETS = { twoInstancesRatio: 1.6, nginxCacheRatio: 0.8 };

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

export default async function scaleBench(args: string[]): Promise<void> {
  const rounds = wholeOption(args, "rounds", "5");
  const slice = wholeOption(args, "slice", "4");
  const connections = wholeOption(args, "connections", "50");
  const path = option(args, "path", "/en/company/sustainability");
  const dir = mkdtempSync(join(tmpdir(), "wire-bench-scale-"));
  const files = mkdtempSync(join(tmpdir(), "wire-bench-scale-html-"));
  // nginx's workers run as another user: the page must be readable to them.
  chmodSync(files, 0o755);
  const [nginx, nocache, staticPort, a, b, services, redisPort, pg] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);

  // nginx's other servers of this run: the instances without the cache, the page as a file.
  mkdirSync(join(dir, "extra"), { recursive: true });
  writeFileSync(
    join(dir, "extra/bench.conf"),
    `server {
  listen 127.0.0.1:${nocache};
  location / {
    proxy_pass http://app;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
  }
}
server {
  listen 127.0.0.1:${staticPort};
  root ${files};
  default_type text/html;
  location / { try_files /page.html =404; }
}
`,
  );

  console.log(`starting the cluster (nginx :${nginx}, instances :${a} :${b}) …`);
  const cluster = spawn("bash", [join(repoRoot, "scripts/cluster.sh")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      CLUSTER_DIR: dir,
      NGINX_PORT: String(nginx),
      APP_PORTS: `${a} ${b}`,
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
  const stop = async () => {
    if (cluster.exitCode !== null) return;
    cluster.kill("SIGTERM");
    for (let i = 0; i < 300 && cluster.exitCode === null; i++) await sleep(100);
  };
  const onSignal = () => {
    void stop().then(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    await until(`http://localhost:${nginx}/healthz`, 600_000);
    const page = (port: number) => `http://127.0.0.1:${port}${path}`;
    const host = (port: number) => `localhost:${port}`;
    // Render and keep the page (Next's cache, Redis, nginx's cache), then save it as the file.
    for (const port of [a, b, nginx, nginx, nginx]) {
      await fetch(`http://localhost:${port}${path}`).then((response) => response.arrayBuffer());
    }
    const html = await (await fetch(`http://localhost:${a}${path}`)).text();
    writeFileSync(join(files, "page.html"), html);
    chmodSync(join(files, "page.html"), 0o644);

    const targets = [
      { key: "one instance", url: page(a), host: host(a) },
      { key: "two instances, nginx without cache", url: page(nocache), host: host(nocache) },
      { key: "nginx cache", url: page(nginx), host: host(nginx) },
      { key: "nginx static file", url: page(staticPort), host: host(staticPort) },
    ];
    console.log(
      `autocannon -c ${connections}, ${rounds} rounds of ${slice} s per target, the order alternating, ${path} …`,
    );
    const slices = await measureInRounds(
      targets.map((t) => t.key),
      rounds,
      (key) => {
        const target = targets.find((t) => t.key === key)!;
        return cannon(target.url, target.host, connections, slice);
      },
    );
    const figures = Object.fromEntries(
      Object.entries(slices).map(([key, parts]) => [key, mergeSlices(parts)]),
    ) as Record<string, Throughput>;
    const roundRps = (key: string) => slices[key]!.map((t) => t.rps);
    // Each ratio within its round (the two targets measured seconds apart), then the median.
    const twoInstancesRounds = ratiosByRound(
      roundRps("two instances, nginx without cache"),
      roundRps("one instance"),
    );
    const nginxCacheRounds = ratiosByRound(roundRps("nginx cache"), roundRps("nginx static file"));
    const twoInstances = medianRatio(twoInstancesRounds);
    const nginxCache = medianRatio(nginxCacheRounds);

    console.log(
      `\nscale benchmark — ${new Date().toISOString()}, ${path}, ${html.length} bytes of HTML`,
    );
    console.log(
      table([
        ["target", "req/s (median)", "rounds' range", "mean ms", "p99 ms", "non-2xx", "errors"],
        ...targets.map(({ key }) => {
          const f = figures[key]!;
          return [
            key,
            median(roundRps(key)).toFixed(0),
            spread(roundRps(key), 0),
            f.latencyMs.toFixed(1),
            f.p99Ms.toFixed(0),
            String(f.non2xx),
            String(f.errors),
          ];
        }),
      ]),
    );
    console.log(
      `\nratios: the median of the rounds' ratios (each round measures both targets seconds apart)` +
        `\ntwo instances / one instance: ${describeRatios(twoInstancesRounds)} (target ≥ ${TARGETS.twoInstancesRatio}: ${pass(twoInstances !== null && twoInstances >= TARGETS.twoInstancesRatio)})` +
        `\nnginx cache / static file:   ${describeRatios(nginxCacheRounds)} (target ≥ ${TARGETS.nginxCacheRatio}: ${pass(nginxCache !== null && nginxCache >= TARGETS.nginxCacheRatio)})` +
        "\nnote: autocannon, nginx and both instances share this machine's cores; on 2 cores the" +
        " instances cannot get twice the CPU of one, which bounds the first ratio.",
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
          targets: TARGETS,
          figures,
          ratios: { twoInstances, nginxCache },
          ratiosByRound: { twoInstances: twoInstancesRounds, nginxCache: nginxCacheRounds },
        },
        null,
        2,
      )}\n`,
    );
    console.log(`written: ${relative(repoRoot, resultsFile)}`);
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
