import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type ServicesConfig } from "../config";
import { type RunningServices, startServices } from "../server";
import { authorize, redeem } from "./signIn";
import { openTestDatabase } from "./testDatabase";

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A GraphQL POST; answers the status and the parsed body. */
export async function gql(url: string, query: string, variables = {}, headers = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary GraphQL answers
  return { status: response.status, body: (await response.json()) as any };
}

/** Signs a demo user in through the identity server and answers their ID token. */
export async function idTokenFor(config: ServicesConfig, email: string): Promise<string> {
  const tokens = await redeem(
    await authorize({
      issuer: config.issuer,
      clientId: config.OIDC_CLIENT_ID,
      redirectUri: `${config.APP_URL}/en/callback`,
      email,
      password: config.DEMO_PASSWORD,
    }),
  );
  return tokens.id_token!;
}

/**
 * The services of `config` on an in-memory database seeded as `config` says, started from the
 * run's seeded copy when there is one (`openTestDatabase`).
 */
export async function startTestServices(config: ServicesConfig): Promise<RunningServices> {
  const database = await openTestDatabase({
    postgres: false,
    seed: {
      demoPassword: config.DEMO_PASSWORD,
      rolePrefix: config.ROLE_PREFIX,
      ticketCount: config.SEED_TICKETS,
    },
  });
  return startServices(config, { database });
}

/** Running services on a throw-away database, with an ID token per signed-in demo user. */
export interface SisTestServices {
  config: ServicesConfig;
  services: RunningServices;
  tokens: Record<string, string>;
  /** Stops the services and removes their files. */
  close(): Promise<void>;
}

/**
 * Starts the services on an in-memory database seeded with `seedTickets`
 * tickets and signs each of `users` in through the identity server, for the
 * SIS tests that call it as one user or another. Their mail catcher listens on
 * a free port of its own; `env` adds or overrides configuration.
 */
export async function startSisTestServices(options: {
  name: string;
  seedTickets: number;
  users: readonly string[];
  env?: Record<string, string>;
}): Promise<SisTestServices> {
  const dataDir = mkdtempSync(join(tmpdir(), `wire-${options.name}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SERVICES_PORT: String(await freePort()),
    MAIL_CATCHER_PORT: String(await freePort()),
    NODE_ENV: "test",
    SEED_TICKETS: String(options.seedTickets),
    ...options.env,
  });
  const services = await startTestServices(config);
  const tokens: Record<string, string> = {};
  for (const email of options.users) tokens[email] = await idTokenFor(config, email);
  return {
    config,
    services,
    tokens,
    close: async () => {
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
