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
} as const;

export default defineConfig({
  ...base,
  testDir: "e2e/cluster",
  testIgnore: [],
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
      PG_PORT: "55480",
    },
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
