import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fieldErrors.ts";
import { passwordSchema } from "./passwordSchema.ts";

describe("passwordSchema", () => {
  it.each([
    [{ password: "secret" }, true],
    [{ password: " spaced " }, true],
    [{ password: "" }, false],
    [{ password: "   " }, false],
    [{}, false],
  ])("%j → %s", (input, ok) => {
    const result = passwordSchema.safeParse(input);
    expect(result.success).toBe(ok);
    if (ok) expect(result.data).toEqual(input);
    else expect(fieldErrors(result.error!)).toEqual({ password: "Please enter a password" });
  });
});
