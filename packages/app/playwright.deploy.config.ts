import { defineConfig, devices } from "@playwright/test";
import base from "./playwright.config";

/**
 * The deployment test (issue 45): the Kubernetes demo overlay played with podman from images
 * built from this tree (`scripts/deploy-local.sh`), checked through nginx. Opt-in and slow
 * (image builds, a first start that seeds PostgreSQL): `WIRE_DEPLOY_TEST=1 pnpm test:deploy`.
 * Skipped where podman cannot run. The spec starts and removes the deployment itself.
 */
export const DEPLOY = {
  dir: "/tmp/wire-deploy-e2e",
  site: "http://localhost:8590",
  instances: ["http://localhost:3591", "http://localhost:3592"],
  env: {
    NGINX_PORT: "8590",
    APP_PORTS: "3591 3592",
    SERVICES_PORT: "4590",
    REDIS_PORT: "6591",
    PG_PORT: "55591",
    MAIL_CATCHER_PORT: "2592",
    CRM_PORT: "4591",
  },
} as const;

export default defineConfig({
  ...base,
  testDir: "e2e/deploy",
  testIgnore: [],
  retries: 0,
  // Building the images and the first start take minutes on a busy 2-core machine.
  timeout: 120_000,
  use: { ...base.use, baseURL: DEPLOY.site },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: undefined,
  globalSetup: undefined,
  globalTeardown: undefined,
});
