import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fieldErrors.ts";
import { storyFeedbackSchema } from "./storyFeedbackSchema.ts";

describe("storyFeedbackSchema", () => {
  it.each([
    [{ firstName: "A", lastName: "B", company: "C", country: "CH", message: "Nice" }, {}],
    [
      {},
      {
        firstName: "Please enter a valid value.",
        lastName: "Please enter a valid value.",
        company: "Please enter a valid value.",
        country: "Please enter a valid value.",
        message: "Please enter a valid value.",
      },
    ],
  ])("%j", (input, expected) => {
    const result = storyFeedbackSchema.safeParse(input);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual(expected);
  });
});
