import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, requestIdOf, requestLogger } from "./logger";

/** A logger writing into an array of lines, as standard output would receive them. */
function memoryLogger() {
  const lines: string[] = [];
  let pending = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      pending += chunk.toString();
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      lines.push(...parts);
      done();
    },
  });
  return { log: createLogger(stream), lines };
}

describe("the app's log", () => {
  it("writes one JSON line per entry, whatever newlines a value holds", () => {
    const { log, lines } = memoryLogger();
    const forged = 'x\n{"level":"info","msg":"admin signed in"}\r\nmore';
    log.error({ description: forged }, `[auth] ${forged}`);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: "error", description: forged, msg: `[auth] ${forged}` });
    expect(typeof entry.time).toBe("string");
  });

  it("never writes a password, token or cookie", () => {
    const { log, lines } = memoryLogger();
    log.warn(
      {
        password: "hunter2-secret",
        tokens: { idToken: "eyJid", accessToken: "eyJaccess", refreshToken: "refresh-me" },
        headers: { cookie: "wire_session=abc", authorization: "Bearer xyz", host: "wire" },
      },
      "a request",
    );
    expect(lines[0]).not.toMatch(/hunter2|eyJ|refresh-me|wire_session|Bearer/);
    expect(JSON.parse(lines[0]!).headers.host).toBe("wire");
  });

  it("carries the request id nginx sent, or one made per request, on every line", () => {
    const { log, lines } = memoryLogger();
    const fromNginx = new Request("http://wire/en", { headers: { "x-request-id": "abc123" } });
    requestLogger(fromNginx, log).info("one");
    requestLogger(fromNginx, log).info("two");
    const plain = new Request("http://wire/en");
    requestLogger(plain, log).info("three");
    requestLogger(plain, log).info("four");
    const ids = lines.map((line) => JSON.parse(line).requestId);
    expect(ids.slice(0, 2)).toEqual(["abc123", "abc123"]);
    expect(ids[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[3]).toBe(ids[2]);
  });

  it("does not take an incoming id that is not plainly an id", () => {
    const headers = new Headers({ "x-request-id": "a b<script>" });
    expect(requestIdOf(headers)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
