import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fieldErrors.ts";
import { inviteSchema } from "./inviteSchema.ts";

describe("inviteSchema", () => {
  it.each([
    [{ email: "a@b.co", application: "inventory", organization: "org-1" }, {}],
    [
      { email: "nope", application: "inventory", organization: "org-1" },
      { email: "Please provide a valid email address" },
    ],
    [
      { email: "a@b.co", application: "inventory", organization: "" },
      { organization: "Please select an item" },
    ],
    [
      { email: "a@b.co", application: "nothing", organization: "org-1" },
      { application: "Please select an item" },
    ],
    [
      {},
      {
        email: "Please provide a valid email address",
        application: "Please select an item",
        organization: "Please select an item",
      },
    ],
  ])("%j", (input, expected) => {
    const result = inviteSchema.safeParse(input);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual(expected);
  });
});
