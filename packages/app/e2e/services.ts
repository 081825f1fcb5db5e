import { execFileSync, spawn } from "node:child_process";
import { expect } from "@playwright/test";
import { SERVICES_PORT, servicesEnv, servicesUrl } from "../playwright.config";

/** The process listening on a loopback port (from `ss`), or null. */
export function listenerOf(port: number): number | null {
  const line = execFileSync("ss", ["-ltnpH", `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(line)?.[1];
  return pid ? Number(pid) : null;
}

/**
 * Stops the local services (content, SIS, identity: one process) with `signal` and waits until
 * they no longer answer; with SIGTERM also until the process is gone (it closes the database).
 */
export async function stopServices(signal: "SIGTERM" | "SIGKILL"): Promise<void> {
  const pid = listenerOf(SERVICES_PORT);
  expect(pid).not.toBeNull();
  process.kill(pid!, signal);
  await expect(async () => {
    expect(await fetch(`${servicesUrl}/health`).catch(() => null)).toBeNull();
  }).toPass({ timeout: 30_000 });
  await expect(() => expect(listenerOf(SERVICES_PORT)).toBeNull()).toPass({ timeout: 30_000 });
  await expect(async () => {
    expect(() => process.kill(pid!, 0)).toThrow();
  }).toPass({ timeout: 30_000 });
}

/**
 * Starts the services again as the browser tests start them, on the same data; they keep
 * running after the test (the outage test stops whatever listens on their port). Resolves
 * once they answer, unless `wait` is false.
 */
export async function startServices({ wait = true } = {}): Promise<void> {
  const restarted = spawn("node", ["--import", "tsx", "../services/src/main.ts"], {
    env: { ...process.env, ...servicesEnv },
    stdio: "ignore",
    detached: true,
  });
  restarted.unref();
  if (wait) await servicesAnswer();
}

/** Resolves once the services answer their health check. */
export async function servicesAnswer(): Promise<void> {
  await expect(async () => {
    expect((await fetch(`${servicesUrl}/health`)).status).toBe(200);
  }).toPass({ timeout: 150_000, intervals: [1_000] });
}
