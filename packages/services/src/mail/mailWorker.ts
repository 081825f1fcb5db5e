import nodemailer from "nodemailer";
import { createOutboxPoller } from "../outbox/outboxPoller";
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

  const poller = createOutboxPoller({
    name: "mail",
    pollIntervalMs: options.pollIntervalMs,
    log,
    async round(isStopped) {
      const due = await outbox.claimDue(BATCH);
      for (const mail of due) {
        if (isStopped()) break;
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
      return due.length === BATCH;
    },
  });

  return {
    start: poller.start,
    /** Looks for due mail now (a mail was just queued by this process). */
    nudge: poller.nudge,
    /** Stops polling and waits for the mail being sent. */
    async stop() {
      await poller.stop();
      transport.close();
    },
  };
}

/** A running mail worker. */
export type MailWorker = ReturnType<typeof createMailWorker>;
