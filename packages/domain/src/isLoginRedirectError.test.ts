import { describe, expect, it } from "vitest";
import { isLoginRedirectError, LOGIN_REDIRECT_ERRORS } from "./isLoginRedirectError.ts";

describe("isLoginRedirectError", () => {
  it.each(LOGIN_REDIRECT_ERRORS)("code %s redirects", (code) => {
    expect(isLoginRedirectError(code)).toBe(true);
  });

  it.each<[string | null, boolean]>([
    ["Failed to fetch", true],
    ["authentication required", true],
    ["Consent Required", true],
    ["authorization timed out", true],
    ["Network error", true],
    ["NetworkError", true],
    ["interaction not allowed", true],
    ["cross-origin redirection", true],
    ["request requires consent", true],
    ["Unable to exchange authorization for tokens", false],
    ["State mismatch", false],
    ["Timeout", false],
    ["", false],
    [null, false],
  ])("%j → %s", (code, expected) => {
    expect(isLoginRedirectError(code)).toBe(expected);
  });
});
