import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { createOutboxPoller } from "./outboxPoller";

describe("createOutboxPoller", () => {
  it("runs a round nudged from a request outside that request's context", async () => {
    const requests = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    let nudged!: () => void;
    const done = new Promise<void>((resolve) => {
      nudged = resolve;
    });
    const poller = createOutboxPoller({
      name: "test",
      pollIntervalMs: 60_000,
      round: async () => {
        seen.push(requests.getStore());
        if (seen.length === 2) nudged();
        return false;
      },
    });
    poller.start();
    requests.run("request-1", () => poller.nudge());
    await done;
    await poller.stop();
    expect(seen).toEqual([undefined, undefined]);
  });
});
