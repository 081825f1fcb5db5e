import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import { mailOutbox } from "../db/schema";
import { openTestDatabase } from "../testing/testDatabase";
import { freePort } from "../testing/testServices";
import { createMailCatcher, type MailCatcher } from "./mailCatcher";
import { createMailOutbox, MAX_RETRY_DELAY_MS, mailStatus, retryDelay } from "./mailOutbox";
import { createMailWorker } from "./mailWorker";

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

const mail = (to: string, subject: string) => ({
  to,
  subject,
  text: `${subject}\nhttp://localhost:3000/en/portal/invitation/abc`,
  html: `<p>${subject}</p>`,
  kind: "invitation" as const,
  userId: null,
});

describe("mail outbox and worker", () => {
  let database: DatabaseHandle;
  const catchers: MailCatcher[] = [];

  beforeAll(async () => {
    database = await openTestDatabase({ postgres: false });
  });

  afterAll(async () => {
    for (const catcher of catchers) await catcher.stop();
    await database?.close();
  });

  it("waits longer after each failed attempt, at most an hour", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, 100))).toEqual([100, 200, 400, 800]);
    expect(retryDelay(40, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it("retries a mail while the SMTP server is down and delivers it once it is up", async () => {
    const port = await freePort();
    const outbox = createMailOutbox(database.db);
    const queued = await outbox.enqueue(database.db, mail("late@example.com", "Retry me"));
    expect(mailStatus(queued)).toBe("QUEUED");
    const worker = createMailWorker(outbox, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Portal <no-reply@wire.example>",
      pollIntervalMs: 50,
      retryBaseMs: 100,
    });
    worker.start();
    try {
      // Nothing listens: the attempts fail, are recorded and planned again, the mail stays.
      const failed = await eventually(async () => {
        const [row] = await database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, queued.id));
        return row && row.attempts >= 2 ? row : undefined;
      });
      expect(mailStatus(failed)).toBe("RETRYING");
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(failed.sentAt).toBeNull();
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(failed.createdAt.getTime());

      const catcher = createMailCatcher({ port });
      catchers.push(catcher);
      await catcher.start();
      const sent = await eventually(async () => {
        const [row] = await database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, queued.id));
        return row?.sentAt ? row : undefined;
      });
      expect(mailStatus(sent)).toBe("SENT");
      const caught = catcher.list("late@example.com");
      expect(caught).toHaveLength(1);
      expect(caught[0]).toMatchObject({ subject: "Retry me", to: ["late@example.com"] });
      expect(caught[0]!.text).toContain("/en/portal/invitation/abc");
    } finally {
      await worker.stop();
    }
  });

  it("sends each mail exactly once when two workers share the outbox", async () => {
    const catcher = createMailCatcher({ port: 0 });
    catchers.push(catcher);
    const port = await catcher.start();
    const outbox = createMailOutbox(database.db);
    for (let i = 0; i < 12; i++) {
      await outbox.enqueue(database.db, mail("many@example.com", `Mail ${i}`));
    }
    const workers = [1, 2].map(() =>
      createMailWorker(outbox, {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: "Portal <no-reply@wire.example>",
        pollIntervalMs: 20,
        retryBaseMs: 100,
      }),
    );
    for (const worker of workers) worker.start();
    try {
      await eventually(async () => catcher.list("many@example.com").length >= 12);
      // One more round of both workers: nothing may arrive twice.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const subjects = catcher.list("many@example.com").map((m) => m.subject);
      expect(subjects).toHaveLength(12);
      expect(new Set(subjects).size).toBe(12);
    } finally {
      for (const worker of workers) await worker.stop();
    }
  });
});
