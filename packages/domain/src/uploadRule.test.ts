import { describe, expect, it } from "vitest";
import { isAllowedUpload, uploadRule } from "./uploadRule.ts";

const MB = 1024 * 1024;

describe("uploadRule", () => {
  it.each([
    [{ type: "image/png", size: 1 }, true],
    [{ type: "image/svg+xml", size: 0 }, true],
    [{ type: "video/mp4", size: 100 * MB }, true],
    [{ type: "VIDEO/QuickTime", size: 5 }, true],
    [{ type: "video/mp4", size: 100 * MB + 1 }, false],
    [{ type: "application/pdf", size: 1 }, false],
    [{ type: "image", size: 1 }, false],
    [{ type: "text/image/png", size: 1 }, false],
    [{ type: "image/png", size: -1 }, false],
  ])("%j → %s", (file, ok) => {
    expect(isAllowedUpload(file)).toBe(ok);
    const result = uploadRule.safeParse(file);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error!.issues[0]!.message).toBe("Please enter a valid value.");
  });
});
