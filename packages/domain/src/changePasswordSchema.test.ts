import { describe, expect, it } from "vitest";
import { CHANGE_PASSWORD_MESSAGES, changePasswordSchema } from "./changePasswordSchema.ts";
import { fieldErrors } from "./fieldErrors.ts";

const valid = {
  currentPassword: "old",
  newPassword: "crimp-2026-ok",
  confirmPassword: "crimp-2026-ok",
};

describe("changePasswordSchema", () => {
  it("accepts a long password with letters and digits", () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [
      "a blank current password",
      { ...valid, currentPassword: "  " },
      "currentPassword",
      "Please enter a password",
    ],
    [
      "a short new password",
      { ...valid, newPassword: "ab1", confirmPassword: "ab1" },
      "newPassword",
      CHANGE_PASSWORD_MESSAGES.newPassword,
    ],
    [
      "no digits",
      { ...valid, newPassword: "onlyletters", confirmPassword: "onlyletters" },
      "newPassword",
      CHANGE_PASSWORD_MESSAGES.newPassword,
    ],
    [
      "no letters",
      { ...valid, newPassword: "1234567890", confirmPassword: "1234567890" },
      "newPassword",
      CHANGE_PASSWORD_MESSAGES.newPassword,
    ],
    [
      "a different confirmation",
      { ...valid, confirmPassword: "crimp-2026-no" },
      "confirmPassword",
      "The passwords do not match",
    ],
  ])("refuses %s", (_case, input, field, message) => {
    const result = changePasswordSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)[field]).toBe(message);
  });
});
