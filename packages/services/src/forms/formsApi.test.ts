import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCrmStandIn } from "../crm/crmStandIn";
import { createCrmWorker } from "../crm/crmWorker";
import type { DatabaseHandle } from "../db/connect";
import * as t from "../db/schema";
import { createMailOutbox } from "../mail/mailOutbox";
import { openTestDatabase } from "../testing/testDatabase";
import { freePort } from "../testing/testServices";
import { formConfirmationMail } from "./formConfirmationMail";
import { createFormSubmissionStore, documentSlug } from "./formSubmissionStore";
import { createFormsApi } from "./formsApi";
import { REFERENCE_PATTERN, submissionReference } from "./submissionReference";

/** Waits until `check` answers something truthy (polling), or fails after `ms`. */
async function eventually<T>(check: () => Promise<T | undefined | null | false>, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const support = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical <Engines>",
  country: "CH",
  product: "Alpha 530",
  serialNumber: "SN-1",
  message: "The crimp height drifts.",
};

/** The site's credential (`FORMS_API_TOKEN`). */
const TOKEN = "the-site-forms-credential";

describe("forms API", () => {
  let database: DatabaseHandle;
  let server: Server;
  let url: string;
  let crmPort: number;
  let dataDir: string;
  let worker: ReturnType<typeof createCrmWorker>;

  const post = async (body: unknown, raw?: string, authorization = `Bearer ${TOKEN}`) => {
    const response = await fetch(`${url}/forms/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization },
      body: raw ?? JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answers
    return { status: response.status, body: (await response.json()) as any };
  };
  const state = async (reference: string) => {
    const response = await fetch(`${url}/forms/submissions/${reference}`);
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answers
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(t.documents).values({
      slug: "whitepaper-crimp-quality",
      language: "en",
      name: "Whitepaper: crimp quality",
      type: "Whitepaper",
      filename: "whitepaper-crimp-quality.pdf",
      sizeBytes: 1000,
      paragraphs: ["Crimp quality."],
    });
    dataDir = mkdtempSync(join(tmpdir(), "wire-forms-"));
    crmPort = await freePort();
    const outbox = createMailOutbox(database.db);
    const store = createFormSubmissionStore(database.db, {
      outbox,
      appUrl: "http://localhost:3000",
    });
    worker = createCrmWorker(store, {
      crmUrl: `http://127.0.0.1:${crmPort}/crm/leads`,
      pollIntervalMs: 50,
      retryBaseMs: 50,
    });
    const handler = createFormsApi(store, { token: TOKEN, onSubmitted: () => worker.nudge() });
    server = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await worker?.stop();
    server?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("makes readable reference numbers and reads whitepaper paths", () => {
    expect(submissionReference(new Date("2026-05-01"))).toMatch(/^WR-2026-[2-9A-Z]{6}$/);
    expect(REFERENCE_PATTERN.test(submissionReference())).toBe(true);
    expect(documentSlug("/file/whitepaper-crimp-quality?l=de")).toBe("whitepaper-crimp-quality");
    expect(documentSlug("/files/whitepaper-crimp-quality")).toBe("whitepaper-crimp-quality");
    expect(documentSlug("whitepaper-crimp-quality")).toBe("whitepaper-crimp-quality");
    expect(documentSlug("../etc/passwd")).toBeUndefined();
  });

  it("takes submissions only with the site's credential: 401 without it (issue 41)", async () => {
    const count = async () => (await database.db.select().from(t.formSubmissions)).length;
    const before = await count();
    for (const authorization of ["", "Bearer ", "Bearer wrong-credential", `Basic ${TOKEN}`]) {
      const refused = await post({ kind: "support", fields: support }, undefined, authorization);
      expect(refused.status, authorization).toBe(401);
      expect(refused.body.error).toMatch(/accepted from the site only/);
    }
    // Nothing was stored (the tests below send it with the credential, and it is taken).
    expect(await count()).toBe(before);
  });

  it("answers the domain's messages for invalid fields, and 400/413 for a bad body", async () => {
    const invalid = await post({
      kind: "support",
      fields: { ...support, email: "nope", message: "" },
    });
    expect(invalid).toEqual({
      status: 400,
      body: {
        errors: {
          email: "Please provide a valid email address",
          message: "Please add some more details",
        },
      },
    });
    const consent = await post({ kind: "whitepaper", fields: {} });
    expect(consent.body.errors.privacyConsent).toBe("Please select the checkbox to continue.");
    expect((await post(null, "{not json")).status).toBe(400);
    const unknown = await post({ kind: "newsletter", fields: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/kind/);
    expect((await post({ kind: "support" })).status).toBe(400);
    expect((await post([1, 2])).status).toBe(400);
    const large = await post({
      kind: "support",
      fields: { ...support, message: "x".repeat(70_000) },
    });
    expect(large.status).toBe(413);
    expect((await database.db.select().from(t.formSubmissions)).length).toBe(0);
  });

  it("stores a valid submission and queues its confirmation e-mail in one transaction", async () => {
    const { status, body } = await post({
      kind: "support",
      fields: { ...support, extra: "dropped" },
      locale: "en",
      site: "main",
      page: "/en/company/contact",
    });
    expect(status).toBe(201);
    expect(body.reference).toMatch(REFERENCE_PATTERN);
    expect(body.downloadUrl).toBeUndefined();
    const [row] = await database.db
      .select()
      .from(t.formSubmissions)
      .where(eq(t.formSubmissions.reference, body.reference));
    expect(row).toMatchObject({
      kind: "support",
      email: "ada@example.com",
      locale: "en",
      site: "main",
      page: "/en/company/contact",
      fields: support,
    });
    const mails = await database.db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.kind, "formConfirmation"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "ada@example.com", userId: null });
    expect(mails[0]!.subject).toContain(body.reference);
    expect(mails[0]!.text).toContain(`Your reference number is ${body.reference}`);
    expect(mails[0]!.html).toContain("Analytical &lt;Engines&gt;");
    expect(mails[0]!.html).not.toContain("<Engines>");
  });

  it("keeps neither the submission nor the e-mail when the transaction fails", async () => {
    const outbox = createMailOutbox(database.db);
    const failing = {
      ...outbox,
      enqueue: async () => {
        throw new Error("mail outbox down");
      },
    };
    const store = createFormSubmissionStore(database.db, { outbox: failing, appUrl: "http://x" });
    const before = (await database.db.select().from(t.formSubmissions)).length;
    await expect(
      store.submit({ kind: "support", fields: support, locale: "en", site: "main", page: "/" }),
    ).rejects.toThrow("mail outbox down");
    expect((await database.db.select().from(t.formSubmissions)).length).toBe(before);
  });

  it("links the whitepaper in the answer and the e-mail", async () => {
    const fields = {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      company: "Navy",
      country: "US",
      contactLanguage: "en",
      privacyConsent: true,
    };
    const { status, body } = await post({
      kind: "whitepaper",
      fields,
      locale: "de",
      site: "main",
      page: "/de/smart-factory",
      document: "/file/whitepaper-crimp-quality",
    });
    expect(status).toBe(201);
    expect(body.downloadUrl).toBe("/file/whitepaper-crimp-quality?l=de&dl=true");
    const [mail] = await database.db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.to, "grace@example.com"));
    expect(mail!.text).toContain(
      "http://localhost:3000/file/whitepaper-crimp-quality?l=de&dl=true",
    );
    const missing = await post({ kind: "whitepaper", fields, document: "no-such-paper" });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/document/);
  });

  it("names the reference in the subject of every kind of confirmation", () => {
    expect(
      formConfirmationMail({ kind: "storyFeedback", reference: "WR-2026-AAAAAA", fields: {} })
        .subject,
    ).toContain("WR-2026-AAAAAA");
  });

  it("accepts submissions while the CRM is down and delivers them once it is up", async () => {
    worker.start();
    const { status, body } = await post({
      kind: "storyFeedback",
      fields: {
        firstName: "A",
        lastName: "B",
        company: "C",
        country: "DE",
        message: "Great story",
      },
      locale: "en",
      site: "main",
      page: "/en/stories/one",
    });
    expect(status).toBe(201);
    const failed = await eventually(async () => {
      const s = await state(body.reference);
      return s.body.attempts >= 2 ? s : undefined;
    });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ kind: "storyFeedback", deliveredAt: null });
    expect(failed.body.lastError).toMatch(/fetch failed|ECONNREFUSED/);

    const dataFile = join(dataDir, "leads.jsonl");
    let crm = await startCrmStandIn({ port: crmPort, dataFile });
    const delivered = await eventually(async () => {
      const s = await state(body.reference);
      return s.body.deliveredAt ? s : undefined;
    });
    expect(delivered.body.lastError).toMatch(/fetch failed|ECONNREFUSED/);
    const lead = await fetch(`${crm.url}/crm/leads?reference=${body.reference}`);
    expect(lead.status).toBe(200);
    expect(await lead.json()).toMatchObject({
      reference: body.reference,
      kind: "storyFeedback",
      fields: { message: "Great story" },
      email: null,
      page: "/en/stories/one",
    });

    // Stopped again: the next one waits; restarted: delivered, and the earlier lead is still there.
    await crm.close();
    const second = await post({ kind: "support", fields: support, page: "/en/company/contact" });
    await eventually(async () => (await state(second.body.reference)).body.attempts >= 1);
    crm = await startCrmStandIn({ port: crmPort, dataFile });
    try {
      await eventually(async () => (await state(second.body.reference)).body.deliveredAt);
      for (const reference of [body.reference, second.body.reference]) {
        expect((await fetch(`${crm.url}/crm/leads?reference=${reference}`)).status).toBe(200);
      }
    } finally {
      await crm.close();
    }
  }, 30_000);

  it("answers 404 for an unknown reference", async () => {
    expect((await state("WR-2026-ZZZZZZ")).status).toBe(404);
    expect((await state("garbage")).status).toBe(404);
  });
});
