import { defineConfig, devices } from "@playwright/test";
import base from "./playwright.config";

/**
 * Browser tests of the documented deployment (scripts/cluster.sh): nginx in
 * front of two app instances sharing Redis, the services on PostgreSQL, on
 * ports of their own. The tests stop parts of it (Redis, an instance) through
 * the pid files in CLUSTER_DIR.
 */
export const CLUSTER = {
  dir: "/tmp/wire-cluster-e2e",
  site: "http://localhost:8480",
  instances: ["http://localhost:3481", "http://localhost:3482"],
  services: "http://127.0.0.1:4480",
  pgPort: "55480",
} as const;

export default defineConfig({
  ...base,
  testDir: "e2e/cluster",
  testIgnore: [],
  // The tests stop parts of the deployment one after the other: a retry would find them gone.
  retries: 0,
  use: { ...base.use, baseURL: CLUSTER.site },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "bash ../../scripts/cluster.sh",
    url: `${CLUSTER.site}/healthz`,
    env: {
      CLUSTER_DIR: CLUSTER.dir,
      NGINX_PORT: "8480",
      APP_PORTS: "3481 3482",
      SERVICES_PORT: "4480",
      REDIS_PORT: "6480",
      PG_PORT: CLUSTER.pgPort,
    },
    reuseExistingServer: false,
    timeout: 300_000,
    // The script stops what it started (PostgreSQL runs as a daemon) on SIGTERM, not on SIGKILL.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
  },
});
