import { Writable } from "node:stream";
import { describe, expect, it, vi } from "vitest";

const lines: string[] = [];

vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock("../../../../http/logger", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../../http/logger")>();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { ...original, logger: original.createLogger(stream) };
});

const { GET } = await import("./route");

describe("GET /{locale}/callback", () => {
  it("logs a failed login's error as one JSON line: a newline in ?error= forges nothing (issue 20)", async () => {
    const forged = '{"level":"info","msg":"user admin@wire.example signed in"}';
    const url = new URL("http://localhost:3000/en/callback");
    url.searchParams.set("error", `access_denied\n${forged}`);
    url.searchParams.set("error_description", `nope\r\n${forged}`);
    const response = await GET(new Request(url), { params: Promise.resolve({ locale: "en" }) });

    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/en\/identity-error/);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: "error",
      error: `access_denied\n${forged}`,
      description: `nope\r\n${forged}`,
    });
    expect(lines.some((line) => line.startsWith('{"level":"info"'))).toBe(false);
  });
});
