import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { INSTALLATION_SECRETS, type InstallationSecretName } from "@wire/graphql/secrets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type ServicesConfig } from "./config";
import { tickets } from "./db/sisSchema";
import type { RunningServices } from "./server";
import { freePort, gql, startTestServices } from "./testing/testServices";

/**
 * The services' secrets (issue 41): the defaults this source once printed are public, so no
 * installation may run with them. Unset, each installation generates its own and keeps it in
 * SECRETS_DIR; set to an old default, a placeholder or nothing, the services refuse to start.
 */
const servicesDir = fileURLToPath(new URL("..", import.meta.url));
const SECRET_NAMES = Object.keys(INSTALLATION_SECRETS) as InstallationSecretName[];

/** The environment of this process without any of the secrets (a developer's shell may set them). */
function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...SECRET_NAMES, "SECRETS_DIR"]) delete env[name];
  return { ...env, ...extra };
}

describe("the services' secrets (issue 41)", () => {
  let dataDir: string;
  let secretsDir: string;
  let config: ServicesConfig;
  let services: RunningServices;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "wire-secrets-data-"));
    secretsDir = mkdtempSync(join(tmpdir(), "wire-secrets-"));
    // No secret configured, as the README's start command runs them.
    config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SECRETS_DIR: secretsDir,
      SERVICES_PORT: String(await freePort()),
      MAIL_CATCHER_PORT: String(await freePort()),
      SEED_TICKETS: "20",
    });
    services = await startTestServices(config);
  });

  afterAll(async () => {
    await services?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(secretsDir, { recursive: true, force: true });
  });

  it("refuses to start with a published default, a placeholder or an empty secret, in one line naming the variable", async () => {
    const refusals: [InstallationSecretName, string][] = [
      ["DESK_TOKEN", "local-service-desk-token"],
      ["CONTENT_MANAGEMENT_TOKEN", "local-content-management-token"],
      ["CONTENT_PREVIEW_TOKEN", "local-content-preview-token-change-me"],
      ["REVALIDATE_SECRET", "local-revalidate-secret"],
      ["OIDC_COOKIE_SECRET", "local-only-cookie-secret-change-me"],
      ["BOTCHECK_SECRET", "local-botcheck-secret-change-me"],
      ["FORMS_API_TOKEN", "please-change-me-before-production"],
      ["DESK_TOKEN", ""],
    ];
    for (const [name, value] of refusals) {
      const started = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: servicesDir,
        env: environment({
          NODE_ENV: "production",
          DATA_DIR: mkdtempSync(join(tmpdir(), "wire-secrets-refused-")),
          SECRETS_DIR: secretsDir,
          SERVICES_PORT: String(await freePort()),
          MAIL_CATCHER_PORT: "0",
          SEED_TICKETS: "0",
          [name]: value,
        }),
        encoding: "utf8",
        // A start that is not refused serves until killed.
        timeout: 20_000,
      });
      const lines = started.stderr.trim().split("\n");
      expect(started.status, `${name}=${value}: ${started.stderr}`).toBe(1);
      expect(lines, name).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Invalid services configuration: ${name}: `));
    }
  }, 120_000);

  it("without configuration, the desk API refuses the old default token and takes the generated one, which the desk command reads", async () => {
    const generated = readFileSync(join(secretsDir, "desk-token"), "utf8").trim();
    expect(generated).toHaveLength(64);
    expect(config.DESK_TOKEN).toBe(generated);
    const [ticket] = await services.database.db.select({ id: tickets.id }).from(tickets).limit(1);
    const desk = (token: string) =>
      fetch(`${services.url}/sis/desk/tickets/${ticket!.id}/status`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ status: "IN_PROGRESS" }),
      });
    expect((await desk("local-service-desk-token")).status).toBe(401);
    expect((await desk(generated)).status).toBe(200);

    // `pnpm --filter @wire/services desk …` finds the same token without being told it.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "src/desk.ts", "status", ticket!.id, "RESOLVED"],
      {
        cwd: servicesDir,
        env: environment({ SECRETS_DIR: secretsDir, SERVICES_PORT: String(config.SERVICES_PORT) }),
      },
    );
    expect(stdout).toContain(`desk: ${ticket!.id} is now RESOLVED`);
  }, 60_000);

  it("without configuration, the content service takes its generated tokens, not the old defaults", async () => {
    const manage = (token: string) =>
      fetch(`${services.url}/content/manage/pages?site=site-main&language=en`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await manage("local-content-management-token")).status).toBe(401);
    expect((await manage(config.CONTENT_MANAGEMENT_TOKEN)).status).toBe(200);
    const drafts = (token: string) =>
      gql(
        `${services.url}/content/graphql`,
        '{ pages(where: { siteId: "site-main", slug: "home" }, stage: DRAFT) { id } }',
        {},
        { authorization: `Bearer ${token}` },
      );
    expect((await drafts("local-content-preview-token-change-me")).body.errors).toBeDefined();
    expect((await drafts(config.CONTENT_PREVIEW_TOKEN)).body.data.pages).toHaveLength(1);
  });

  it("takes form submissions only with the site's credential: 401 without it", async () => {
    const submit = (headers: Record<string, string>) =>
      fetch(`${services.url}/forms/submissions`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({
          kind: "support",
          fields: {
            email: "ada@example.com",
            firstName: "Ada",
            lastName: "Lovelace",
            company: "Analytical Engines",
            country: "CH",
            product: "Alpha 530",
            serialNumber: "SN-1",
            message: "The crimp height drifts.",
          },
        }),
      });
    expect((await submit({})).status).toBe(401);
    expect((await submit({ authorization: "Bearer local-service-desk-token" })).status).toBe(401);
    const taken = await submit({ authorization: `Bearer ${config.FORMS_API_TOKEN}` });
    expect(taken.status, await taken.clone().text()).toBe(201);
  });
});
