import { describe, expect, it } from "vitest";
import { FORM_KINDS, formSchemaOf, isFormKind } from "./formSchemas.ts";
import { serviceRequestSchema } from "./serviceRequestSchema.ts";
import { storyFeedbackSchema } from "./storyFeedbackSchema.ts";
import { supportRequestSchema } from "./supportRequestSchema.ts";
import { whitepaperSchema } from "./whitepaperSchema.ts";

describe("formSchemaOf", () => {
  it("maps each form kind to its domain schema", () => {
    expect(FORM_KINDS.map((kind) => formSchemaOf(kind))).toEqual([
      supportRequestSchema,
      serviceRequestSchema,
      whitepaperSchema,
      storyFeedbackSchema,
    ]);
  });

  it("knows the form kinds and nothing else", () => {
    expect(FORM_KINDS.every(isFormKind)).toBe(true);
    expect([undefined, 1, "Support", "toString", ""].some(isFormKind)).toBe(false);
  });
});
