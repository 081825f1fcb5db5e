import { describe, expect, it } from "vitest";
import { typedValues } from "./useKeptActionState";

describe("typedValues", () => {
  it("keeps every text field of a failed submission, the first of repeated names, and no files", () => {
    const form = new FormData();
    form.append("comment", "Photos of the roller are attached.");
    form.append("ticketId", "T-2026-000100");
    form.append("upload", "first");
    form.append("upload", "second");
    form.append("file", new Blob(["x"]), "roller.png");
    expect(typedValues(form)).toEqual({
      comment: "Photos of the roller are attached.",
      ticketId: "T-2026-000100",
      upload: "first",
    });
  });
});
