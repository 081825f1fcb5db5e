import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { createClient } from "redis";
import type { RedisClient } from "./redis";

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A real Redis server for the shared-state tests, and clients of it. */
export interface TestRedis {
  url: string;
  /** A new connected client (each one stands for an app instance's connection). */
  client(): Promise<RedisClient>;
  /** Stops the server (as when Redis goes down) and closes every client. */
  stop(): Promise<void>;
}

/**
 * Starts Debian's `redis-server` on a free loopback port, without
 * persistence, for one test file. The test command installs it when
 * missing (scripts/lib.sh); without it the tests say so.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const failed = new Promise<never>((_, reject) =>
    server.once("error", (error) =>
      reject(
        new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`),
      ),
    ),
  );
  const url = `redis://127.0.0.1:${port}`;
  const clients: RedisClient[] = [];
  const client = async () => {
    const created: RedisClient = createClient({ url, socket: { reconnectStrategy: false } });
    created.on("error", () => undefined);
    clients.push(created);
    await created.connect();
    return created;
  };
  // Wait until it answers.
  for (let attempt = 0; ; attempt++) {
    try {
      const probe = await Promise.race([client(), failed]);
      await probe.ping();
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    client,
    async stop() {
      for (const c of clients) if (c.isOpen) c.destroy();
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
    },
  };
}
