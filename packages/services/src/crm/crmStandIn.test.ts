import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../testing/testServices";
import { startCrmStandIn } from "./crmStandIn";

describe("CRM stand-in", () => {
  const dir = mkdtempSync(join(tmpdir(), "wire-crm-"));
  const dataFile = join(dir, "crm", "leads.jsonl");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const lead = (reference: string) => ({
    reference,
    kind: "support",
    fields: { message: "Hello" },
    email: "a@example.com",
    locale: "en",
    site: "main",
    page: "/en/company/contact",
    createdAt: new Date().toISOString(),
  });
  const post = (url: string, body: unknown) =>
    fetch(`${url}/crm/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("stores a lead once, however often it is delivered, and keeps it across a restart", async () => {
    const port = await freePort();
    let crm = await startCrmStandIn({ port, dataFile });
    expect((await fetch(`${crm.url}/crm/health`)).status).toBe(200);
    expect((await post(crm.url, lead("WR-2026-AAAAAA"))).status).toBe(201);
    expect((await post(crm.url, lead("WR-2026-AAAAAA"))).status).toBe(200);
    expect((await post(crm.url, { reference: "x" })).status).toBe(400);
    expect(readFileSync(dataFile, "utf8").trim().split("\n")).toHaveLength(1);
    await crm.close();

    crm = await startCrmStandIn({ port, dataFile });
    try {
      const found = await fetch(`${crm.url}/crm/leads?reference=WR-2026-AAAAAA`);
      expect(found.status).toBe(200);
      expect(await found.json()).toMatchObject({ reference: "WR-2026-AAAAAA", kind: "support" });
      expect((await fetch(`${crm.url}/crm/leads?reference=WR-2026-BBBBBB`)).status).toBe(404);
      expect((await post(crm.url, lead("WR-2026-AAAAAA"))).status).toBe(200);
      expect(readFileSync(dataFile, "utf8").trim().split("\n")).toHaveLength(1);
    } finally {
      await crm.close();
    }
  });
});
