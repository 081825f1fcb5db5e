import { describe, expect, it } from "vitest";
import { unsafeForwardedValue } from "./unsafeForwardedValue";

describe("unsafeForwardedValue", () => {
  it.each([
    ["http://169.254.169.254/latest", "a scheme (an absolute URL)"],
    ["file:///etc/passwd", "a scheme (an absolute URL)"],
    ["gopher://127.0.0.1:25/_HELO", "a scheme (an absolute URL)"],
    ["//evil.example/x", "another host"],
    ["\\\\evil.example\\x", "another host"],
    ["a%2Fb", "encoded slashes, dots or percent signs"],
    ["a%5cb", "encoded slashes, dots or percent signs"],
    ["%2e%2e", "encoded slashes, dots or percent signs"],
    ["..", "'..'"],
    ["../admin", "'..'"],
    ["a/b", "slashes"],
    ["a\r\nHost: evil", "control characters"],
    ["a\u0000b", "control characters"],
    ["user@evil.example", "'@' (credentials or another host)"],
  ])("refuses %j (%s)", (value, reason) => {
    expect(unsafeForwardedValue(value)).toBe(reason);
  });

  it.each(["gamma-263-datasheet", "de-CH", "site-main", "3f2a9c1e-0000-4000-8000-000000000000"])(
    "passes %j",
    (value) => expect(unsafeForwardedValue(value)).toBeNull(),
  );
});
