import type { FormSubmissionStore } from "../forms/formSubmissionStore";
import { createOutboxPoller } from "../outbox/outboxPoller";

/** How many submissions one round claims. */
const BATCH = 20;

/** How long one delivery may take before it counts as failed. */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Delivers stored form submissions to the CRM (`crmUrl`, the local stand-in by default): polls
 * every `pollIntervalMs`, and at once on `nudge`; POSTs `{ reference, kind, fields, email, locale,
 * site, page, createdAt }` as JSON; a 2xx marks the submission delivered, anything else (or no
 * answer) is recorded and tried again after `retryDelay` (from `retryBaseMs`, doubling, at most an
 * hour). Several services processes may run one each (see `createOutboxQueue`); the CRM
 * de-duplicates by reference, so a delivery repeated after a crash is harmless.
 */
export function createCrmWorker(
  store: FormSubmissionStore,
  options: {
    crmUrl: string;
    pollIntervalMs: number;
    retryBaseMs: number;
    log?: (line: string) => void;
  },
) {
  const log = options.log ?? (() => {});
  return createOutboxPoller({
    name: "crm",
    pollIntervalMs: options.pollIntervalMs,
    log,
    async round(isStopped) {
      const due = await store.claimDue(BATCH);
      for (const row of due) {
        if (isStopped()) break;
        try {
          const response = await fetch(options.crmUrl, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              reference: row.reference,
              kind: row.kind,
              fields: row.fields,
              email: row.email,
              locale: row.locale,
              site: row.site,
              page: row.page,
              createdAt: row.createdAt.toISOString(),
            }),
            signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
          });
          await response.body?.cancel();
          if (!response.ok) throw new Error(`CRM answered HTTP ${response.status}`);
          await store.markDelivered(row.id);
          log(`crm: delivered ${row.kind} ${row.reference}`);
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause?.code;
          const message = [(error as Error).message || String(error), cause]
            .filter(Boolean)
            .join(": ");
          await store.markFailed(row.id, message, options.retryBaseMs);
          log(`crm: delivering ${row.reference} failed (${message}); will retry`);
        }
      }
      return due.length === BATCH;
    },
  });
}

/** A running CRM delivery worker. */
export type CrmWorker = ReturnType<typeof createCrmWorker>;
