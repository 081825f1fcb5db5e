import { AsyncResource } from "node:async_hooks";

/**
 * Runs an outbox worker's rounds: one at once on `start`, then every `pollIntervalMs`, and at once
 * on `nudge` (a row was just queued by this process). A round answers whether it found a full
 * batch, and is repeated then, or when a nudge came while it ran. Rounds never overlap; `stop`
 * waits for the running one.
 *
 * @example
 * const poller = createOutboxPoller({ name: "crm", pollIntervalMs: 2000, round: deliverDue });
 * poller.start();
 */
export function createOutboxPoller(options: {
  /** Names the worker in the log. */
  name: string;
  pollIntervalMs: number;
  /** Does one batch; answers true when there may be more due right now. */
  round: (isStopped: () => boolean) => Promise<boolean>;
  log?: (line: string) => void;
}) {
  const log = options.log ?? (() => {});
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let again = false;
  const isStopped = () => stopped;

  async function rounds(): Promise<void> {
    do {
      again = false;
      if (await options.round(isStopped)) again = true;
    } while (again && !stopped);
  }

  // Bound to where the poller was made (start-up): a nudge from a request would otherwise run
  // every later round inside that request's context, and its log lines would carry its id.
  const tick = AsyncResource.bind(() => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = rounds()
      .catch((error) => log(`${options.name}: worker round failed: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
        schedule();
      });
  });

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
    /** Looks for due rows now (one was just queued by this process). */
    nudge() {
      if (!stopped) setImmediate(tick);
    },
    /** Stops polling and waits for the running round. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
