import nodemailer from "nodemailer";
import type { MailOutbox } from "./mailOutbox";

/** How many mails one round claims. */
const BATCH = 20;

/**
 * Sends the outbox's due mails over SMTP (nodemailer): polls every `pollIntervalMs`, and at once
 * when `nudge` says a mail was just queued here. A failed send is recorded and tried again with
 * exponential backoff (`retryDelay`); a mail is never dropped. Several workers (one per services
 * process) may run against one database: each claims its own rows (see `claimDue`).
 */
export function createMailWorker(
  outbox: MailOutbox,
  options: {
    smtpUrl: string;
    from: string;
    pollIntervalMs: number;
    retryBaseMs: number;
    log?: (line: string) => void;
  },
) {
  const log = options.log ?? (() => {});
  const transport = nodemailer.createTransport(options.smtpUrl, {
    // Fail fast on a dead server: the outbox retries, so a long wait only delays the others.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let again = false;

  /** Sends what is due, then again while a round found a full batch or a nudge came meanwhile. */
  async function round(): Promise<void> {
    do {
      again = false;
      const due = await outbox.claimDue(BATCH);
      for (const mail of due) {
        if (stopped) break;
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
          await outbox.markSent(mail.id);
          log(`mail: sent ${mail.kind} to ${mail.to}`);
        } catch (error) {
          const message = (error as Error).message || String(error);
          await outbox.markFailed(mail.id, message, options.retryBaseMs);
          log(`mail: sending ${mail.kind} to ${mail.to} failed (${message}); will retry`);
        }
      }
      if (due.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error) => log(`mail: worker round failed: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  function schedule() {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, options.pollIntervalMs);
    timer.unref?.();
  }

  return {
    start() {
      stopped = false;
      tick();
    },
    /** Looks for due mail now (a mail was just queued by this process). */
    nudge() {
      if (!stopped) setImmediate(tick);
    },
    /** Stops polling and waits for the mail being sent. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

/** A running mail worker. */
export type MailWorker = ReturnType<typeof createMailWorker>;
