import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./fieldErrors.ts";

describe("fieldErrors", () => {
  it.each([
    [{ issues: [] }, {}],
    [
      {
        issues: [
          { path: ["email"], message: "first" },
          { path: ["email"], message: "second" },
          { path: ["returnAddress", "city"], message: "city" },
          { path: ["items", 0], message: "item" },
          { path: [], message: "form" },
        ],
      },
      { email: "first", "returnAddress.city": "city", "items.0": "item", _form: "form" },
    ],
  ])("%j", (error, expected) => {
    expect(fieldErrors(error)).toEqual(expected);
  });

  it("reads a real zod error", () => {
    const result = z.object({ a: z.string({ error: "A!" }) }).safeParse({});
    expect(fieldErrors(result.error!)).toEqual({ a: "A!" });
  });
});
