import { describe, expect, it } from "vitest";
import { MAX_DIRECT_LENGTH, parseQueryFlags } from "./parseQueryFlags.ts";

const lax = (name: string) => ({ name, value: "true", sameSite: "lax" });

describe("parseQueryFlags", () => {
  it.each([
    [
      "nothing",
      "",
      {},
      {
        nextRelease: false,
        testing: false,
        screenshotTesting: false,
        cache: "default",
        direct: null,
        setCookies: [],
        clearCookies: [],
      },
    ],
    [
      "nextRelease=true sets the cookie",
      "nextRelease=true",
      {},
      { nextRelease: true, setCookies: [lax("uapp_is-next-release")] },
    ],
    ["nextRelease without value", "nextRelease", {}, { nextRelease: true }],
    [
      "nextRelease=false clears",
      "nextRelease=false",
      { "uapp_is-next-release": "true" },
      { nextRelease: false, clearCookies: ["uapp_is-next-release"] },
    ],
    [
      "cookie keeps nextRelease",
      "",
      { "uapp_is-next-release": "true" },
      { nextRelease: true, setCookies: [] },
    ],
    [
      "testing=true persists",
      "testing=true",
      {},
      { testing: true, setCookies: [lax("uapp_testing")] },
    ],
    ["testing cookie", "", { uapp_testing: "true" }, { testing: true }],
    [
      "testing=false clears",
      "testing=false",
      { uapp_testing: "true" },
      { testing: false, clearCookies: ["uapp_testing"] },
    ],
    ["testing=maybe keeps cookie", "testing=maybe", {}, { testing: false, setCookies: [] }],
    ["screenshotTesting", "screenshotTesting=true", {}, { screenshotTesting: true }],
    ["screenshotTesting=1", "screenshotTesting=1", {}, { screenshotTesting: false }],
    ["cache=false", "cache=false", {}, { cache: "bypass" }],
    ["cache=clear", "cache=clear", {}, { cache: "clear" }],
    ["cache=true", "cache=true", {}, { cache: "default" }],
    ["direct", "direct=page-1", {}, { direct: "page-1" }],
    ["empty direct", "direct=", {}, { direct: null }],
    [
      "over-long direct, cut past the longest id",
      `direct=${"x".repeat(5000)}`,
      {},
      { direct: "x".repeat(MAX_DIRECT_LENGTH + 1) },
    ],
  ])("%s", (_name, query, cookies, expected) => {
    expect(parseQueryFlags(new URLSearchParams(query), cookies)).toMatchObject(expected);
  });

  it("reads plain records", () => {
    expect(
      parseQueryFlags({ cache: ["clear", "false"], direct: "p", nextRelease: undefined }, {}),
    ).toMatchObject({ cache: "clear", direct: "p", nextRelease: false });
    expect(parseQueryFlags({ cache: [] }, {}).cache).toBe("default");
  });
});
