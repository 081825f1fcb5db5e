import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { SERVICES_PORT, servicesUrl } from "../playwright.config";
import { signIn } from "./signIn";

/** The process listening on a loopback port (from `ss`), or null. */
function listenerOf(port: number): number | null {
  const line = execFileSync("ss", ["-ltnpH", `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(line)?.[1];
  return pid ? Number(pid) : null;
}

/**
 * With the services gone (content, SIS, identity), a signed-in customer's portal pages answer
 * the handled "not available" page, not an error, and public pages keep answering. Runs after
 * every other browser test (its own project): it stops the services they share.
 */
test("portal and public pages answer handled pages while the services are down", async ({
  page,
}) => {
  await signIn(page, "customer@example.com", "/en/portal/tickets/list");
  await page.goto("/en/company/sustainability");
  const pid = listenerOf(SERVICES_PORT);
  expect(pid).not.toBeNull();
  process.kill(pid!, "SIGKILL");
  await expect(async () => {
    expect(await fetch(`${servicesUrl}/health`).catch(() => null)).toBeNull();
  }).toPass({ timeout: 10_000 });

  for (const path of [
    "/en/portal/tickets/list",
    "/en/portal/tickets/T-2026-000100",
    "/en/portal/tickets/newticket",
    "/en/portal/inventory",
    "/en/portal/wire-flow",
    "/en/portal/account",
  ]) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(200);
    await expect(
      page.getByRole("heading", { name: "This area is not available right now" }),
    ).toBeVisible();
  }
  const dashboard = await page.goto("/en/portal");
  expect(dashboard!.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "My applications" })).toBeVisible();
  expect((await page.goto("/en/company/sustainability"))!.status()).toBe(200);
});
