import { describe, expect, it, vi } from "vitest";
import { parseStoredBasket } from "./parseStoredBasket.ts";

const valid = {
  classifications: [{ slug: "cutting", products: [{ key: "k1", slug: "gamma", variantId: null }] }],
};

describe("parseStoredBasket", () => {
  it.each([
    ["valid JSON", JSON.stringify(valid), valid, 0],
    ["null", null, { classifications: [] }, 0],
    ["undefined", undefined, { classifications: [] }, 0],
    ["empty string", " ", { classifications: [] }, 0],
    ["broken JSON", "{", { classifications: [] }, 1],
    ["wrong shape", JSON.stringify({ classifications: [{ slug: 1 }] }), { classifications: [] }, 1],
    ["array", "[]", { classifications: [] }, 1],
    ["JSON null", "null", { classifications: [] }, 1],
  ])("%s", (_name, json, expected, warnings) => {
    const logger = { warn: vi.fn() };
    expect(parseStoredBasket(json, logger)).toEqual(expected);
    expect(logger.warn).toHaveBeenCalledTimes(warnings);
    if (warnings) {
      expect(logger.warn.mock.calls[0]![0]).toBe(
        "Invalid stored comparison basket data, resetting to empty",
      );
    }
  });
});
