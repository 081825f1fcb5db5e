import { describe, expect, it } from "vitest";
import { fatalPageNotFoundMessage } from "./fatalPageNotFoundMessage.ts";
import { pageNotFoundMessage } from "./pageNotFoundMessage.ts";

describe("page-not-found messages", () => {
  it.each([
    [pageNotFoundMessage("/de/x"), "Page not found: /de/x"],
    [pageNotFoundMessage(""), "Page not found: "],
    [fatalPageNotFoundMessage("/de/products/x?y=1"), "Page Not Found: /de/products/x?y=1"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
