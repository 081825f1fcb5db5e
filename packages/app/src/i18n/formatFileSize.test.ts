import { describe, expect, it } from "vitest";
import { formatFileSize } from "./formatFileSize";

describe("formatFileSize", () => {
  it("writes kB below a megabyte and MB above, in the reader's numbers", () => {
    expect(formatFileSize(1_812, "en")).toBe("1.8 kB");
    expect(formatFileSize(12_480_112, "en")).toBe("12.5 MB");
    expect(formatFileSize(12_480_112, "de")).toBe("12.5 MB");
  });
});
