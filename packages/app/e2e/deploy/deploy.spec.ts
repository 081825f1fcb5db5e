import { execFile, execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEPLOY } from "../../playwright.deploy.config";
import { editorCookie } from "../../src/auth/editorAccess";
import { appConfig } from "../../src/config";
import { signIn } from "../signIn";

const ROOT = join(import.meta.dirname, "../../../..");
const SECRETS = join(DEPLOY.dir, "secrets.env");
const [A, B] = DEPLOY.instances as unknown as [string, string];

/** podman as the deployment runs it (deploy/podman/lib.sh). */
const podman = (...args: string[]) =>
  execFileSync("bash", ["-c", 'source deploy/podman/lib.sh && pod "$@"', "pod", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
const podmanUsable =
  spawnSync("bash", ["-c", "source deploy/podman/lib.sh && podman_usable"], { cwd: ROOT })
    .status === 0;
const deploy = (action: "up" | "down") =>
  execFileSync("bash", ["scripts/deploy-local.sh", action], {
    cwd: ROOT,
    env: { ...process.env, ...DEPLOY.env, DEPLOY_DIR: DEPLOY.dir, SECRETS_ENV: SECRETS },
    stdio: "inherit",
    timeout: 1_500_000,
  });
/** The run's secrets (made by the deploy script, KEY=value). */
const secrets = () =>
  Object.fromEntries(
    readFileSync(SECRETS, "utf8")
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  ) as Record<string, string>;

/** A page's title (before the company name) as one origin serves it. */
async function pageTitle(request: APIRequestContext, url: string) {
  return (await (await request.get(url)).text()).match(/<title>([^<|]*) \|/)?.[1];
}

test.describe.configure({ mode: "serial" });
/** Why the test does not run here, if it does not. */
const skipReason = !podmanUsable
  ? "podman cannot run containers here (not installed, or `podman info` fails): the deployment test needs `apt-get install -y podman runc debootstrap`"
  : !process.env.WIRE_DEPLOY_TEST
    ? "the deployment test is opt-in (it builds images and seeds a database: many minutes): WIRE_DEPLOY_TEST=1 pnpm test:deploy"
    : null;
if (skipReason) console.warn(`[deploy] skipped: ${skipReason}`);
test.skip(skipReason !== null, skipReason ?? "");

test.beforeAll(() => {
  test.setTimeout(1_800_000);
  rmSync(DEPLOY.dir, { recursive: true, force: true });
  mkdirSync(DEPLOY.dir, { recursive: true, mode: 0o700 });
  deploy("up");
});

test.afterAll(() => {
  test.setTimeout(180_000);
  deploy("down");
  expect(podman("pod", "ps", "--format", "{{.Name}}")).not.toMatch(/^wire-/m);
  expect(podman("volume", "ls", "--format", "{{.Name}}")).not.toMatch(/wire-(redis|postgres)/);
  rmSync(DEPLOY.dir, { recursive: true, force: true });
});

test("the images run as a non-root user and hold no secret, .env, source map, test or dev dependency", () => {
  expect(
    podman("image", "inspect", "--format", "{{.Config.User}}", "localhost/wire-app:latest").trim(),
  ).toBe("10001:10001");
  const files = podman(
    "run",
    "--rm",
    "--network",
    "host",
    "--ulimit",
    "host",
    "--entrypoint",
    "sh",
    "localhost/wire-app:latest",
    "-c",
    "find /app \\( -name '.env*' -o -name '*.map' -o -name '*.test.*' -o -name '*.spec.*' -o -path '*/node_modules/typescript' -o -path '*/node_modules/vitest' -o -path '*/node_modules/@playwright' -o -path '*/node_modules/storybook' \\) -print",
  );
  expect(files.trim()).toBe("");
  // Every layer of the saved images, searched for every value of the run's Secret.
  for (const image of ["localhost/wire-app:latest", "localhost/wire-services:latest"]) {
    const archive = join(DEPLOY.dir, "image.tar");
    rmSync(archive, { force: true });
    podman("save", "--format", "docker-archive", "-o", archive, image);
    const bytes = readFileSync(archive);
    for (const [key, value] of Object.entries(secrets())) {
      expect(bytes.includes(Buffer.from(value)), `${image} holds ${key}`).toBe(false);
    }
    rmSync(archive);
  }
});

test("a public page answers through nginx, which keeps it", async ({
  page,
  request,
  playwright,
}) => {
  const url = `${DEPLOY.site}/en/company/sustainability`;
  expect((await request.get(url)).status()).toBe(200);
  const visitor = await playwright.request.newContext();
  const again = await visitor.get(url);
  expect(again.status()).toBe(200);
  expect(again.headers()["x-cache-status"]).toBe("HIT");
  expect(await again.text()).toMatch(/<title>[^<]+\| WIRE Group<\/title>/);
  await visitor.dispose();
  // In a browser: the page renders with its styles and scripts (served through nginx too).
  await page.goto("/en/company/sustainability");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (process.env.E2E_SHOTS_DIR) {
    await page.screenshot({ path: join(process.env.E2E_SHOTS_DIR, "deploy-public-page.png") });
  }
});

test("a user signed in through nginx is signed in on both instances", async ({ page, request }) => {
  await signIn(page, "customer@example.com");
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  for (const origin of [A, B, DEPLOY.site]) {
    const response = await request.get(`${origin}/en/portal`, {
      headers: { cookie },
      maxRedirects: 0,
    });
    expect(response.status(), origin).toBe(200);
    expect(await response.text()).toContain("Welcome, Clara");
  }
});

test("cache=clear from an editor on one instance renews the page on the other", async ({
  request,
}) => {
  const path = "/en/company";
  const title = (origin: string) => pageTitle(request, `${origin}${path}`);
  const before = await title(A);
  expect(before).toBeTruthy();
  expect(await title(B)).toBe(before);
  const sql = `update page_localizations set title = '${before} (changed)'
    where stage = 'PUBLISHED' and locale = 'en'
    and page_id in (select id from pages where slug = 'company' and stage = 'PUBLISHED')`;
  execFileSync(
    "psql",
    ["-h", "127.0.0.1", "-p", DEPLOY.env.PG_PORT, "-U", "wire", "wire", "-c", sql],
    {
      env: { ...process.env, PGPASSWORD: secrets().POSTGRES_PASSWORD },
    },
  );
  expect(await title(B)).toBe(before);
  const config = appConfig({ ...secrets(), APP_URL: DEPLOY.site });
  const editor = await editorCookie(config);
  const cleared = await request.get(`${A}${path}?cache=clear`, {
    headers: { cookie: `${editor.name}=${editor.value}` },
  });
  expect(cleared.status()).toBe(200);
  await expect.poll(() => title(B), { timeout: 2000 }).toBe(`${before} (changed)`);
});

test("stopping one instance (SIGTERM, its grace period) fails no request through nginx", async ({
  request,
}) => {
  const statuses: number[] = [];
  let stopping = true;
  const load = (async () => {
    while (stopping || statuses.length < 20) {
      // Past the cache (a flag in the query), so every request reaches an instance.
      const response = await request.get(`${DEPLOY.site}/en/company?q=${statuses.length}`);
      statuses.push(response.status());
    }
  })();
  // Not blocking the event loop: the requests go on while podman stops the pod.
  await promisify(execFile)(
    "bash",
    ["-c", "source deploy/podman/lib.sh && pod pod stop -t 15 wire-app-1"],
    { cwd: ROOT },
  );
  stopping = false;
  await load;
  expect(
    podman("pod", "ps", "--filter", "name=wire-app-1", "--format", "{{.Status}}").trim(),
  ).toMatch(/Exited|Stopped/);
  expect(statuses.length).toBeGreaterThanOrEqual(20);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
});
