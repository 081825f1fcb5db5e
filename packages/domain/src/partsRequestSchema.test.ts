import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fieldErrors.ts";
import { partsRequestSchema } from "./partsRequestSchema.ts";
import { savedListSchema } from "./savedListSchema.ts";

describe("partsRequestSchema", () => {
  it("accepts a quote with trimmed optional texts", () => {
    expect(
      partsRequestSchema.parse({ type: "ORDER", customerReference: " PO-7 ", comment: " " }),
    ).toEqual({
      type: "ORDER",
      customerReference: "PO-7",
      comment: undefined,
    });
  });

  it("refuses an unknown type, markup and long texts with field messages", () => {
    const result = partsRequestSchema.safeParse({
      type: "GIFT",
      customerReference: "<b>x</b>",
      comment: "x".repeat(2001),
    });
    expect(fieldErrors(result.error!)).toEqual({
      type: "Please enter a valid value.",
      customerReference: "Please enter a valid value.",
      comment: "Please enter a shorter text.",
    });
  });
});

describe("savedListSchema", () => {
  it("trims the name and refuses blank, marked-up or long names", () => {
    expect(savedListSchema.parse({ name: " Blades " })).toEqual({ name: "Blades" });
    for (const name of [" ", "<i>", "x".repeat(81), undefined]) {
      expect(savedListSchema.safeParse({ name }).success).toBe(false);
    }
  });
});
