import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, currentRequestLog, withRequestLog } from "./requestLog";

describe("request log", () => {
  const lines: Record<string, unknown>[] = [];
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logger = createLogger({ destination });
    server = createServer(
      withRequestLog(logger, (req, res) => {
        // What a handler logs inside a request: credentials passed by mistake are blanked.
        currentRequestLog()?.info(
          { headers: req.headers, form: { email: "a@example.com", password: "secret-pass" } },
          "login form",
        );
        res.writeHead(200, { "content-type": "text/plain" });
        res.end("ok");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("keeps the caller's request id, echoes it and puts it on every line", async () => {
    lines.length = 0;
    const response = await fetch(`${url}/am/interaction/x?code=secret-code`, {
      headers: {
        "x-request-id": "app-1234",
        cookie: "_session=secret-cookie",
        authorization: "Bearer secret-token",
      },
    });
    expect(response.headers.get("x-request-id")).toBe("app-1234");
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.map((line) => line.msg)).toEqual(["login form", "request"]);
    expect(lines.every((line) => line.requestId === "app-1234")).toBe(true);
    expect(lines[1]).toMatchObject({ method: "GET", path: "/am/interaction/x", status: 200 });
    const text = JSON.stringify(lines);
    for (const secret of ["secret-pass", "secret-cookie", "secret-token", "secret-code"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("makes an id when the caller sends none or one that is not plain", async () => {
    const none = await fetch(url);
    const forged = await fetch(url, { headers: { "x-request-id": "a\tb forged line" } });
    const id = /^[0-9a-f-]{36}$/;
    expect(none.headers.get("x-request-id")).toMatch(id);
    expect(forged.headers.get("x-request-id")).toMatch(id);
  });
});
