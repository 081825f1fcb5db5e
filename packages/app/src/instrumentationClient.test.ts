import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

describe("instrumentation-client", () => {
  it("turns zod's JIT off before zod loads, without importing zod", () => {
    // A process of its own: zod may already be loaded in this one, with its settings read.
    const script = `
      await import(${JSON.stringify(fileURLToPath(new URL("./instrumentation-client.ts", import.meta.url)))});
      const { globalConfig } = await import("zod/v4/core");
      const { z } = await import("zod");
      const parsed = z.object({ name: z.string() }).parse({ name: "WIRE" });
      console.log(JSON.stringify({ jitless: globalConfig.jitless, parsed }));
    `;
    const output = execFileSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      {
        cwd: fileURLToPath(new URL("..", import.meta.url)),
        encoding: "utf8",
      },
    );
    expect(JSON.parse(output)).toEqual({ jitless: true, parsed: { name: "WIRE" } });
  });
});
