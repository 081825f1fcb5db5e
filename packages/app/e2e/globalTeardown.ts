import { SERVICES_PORT } from "../playwright.config";
import { listenerOf } from "./services";

/**
 * The outage and fault tests restart the services as a detached process, which Playwright's
 * web-server shutdown does not know of: stop whatever still listens on their port, so a run
 * leaves no process behind (and the next run can bind the port).
 */
export default function globalTeardown(): void {
  const pid = listenerOf(SERVICES_PORT);
  if (pid === null) return;
  try {
    process.kill(pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}
