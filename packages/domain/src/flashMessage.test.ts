import { describe, expect, it } from "vitest";
import { flashMessage } from "./flashMessage.ts";

describe("flashMessage", () => {
  it("applies defaults", () => {
    expect(flashMessage({})).toEqual({
      title: "",
      text: "",
      type: "info",
      static: false,
      floating: false,
      timeout: null,
      canHide: true,
    });
  });

  it.each([
    [{ floating: true }, { floating: true, timeout: 7000, canHide: true }],
    [{ floating: true, timeout: 2000 }, { timeout: 2000 }],
    [{ timeout: 2000 }, { timeout: null }],
    [{ static: true }, { static: true, canHide: false }],
    [{ type: "error" as const }, { type: "error" }],
    [
      { title: "T", text: "<b>x</b>", linkText: "More", to: "/de" },
      { title: "T", text: "<b>x</b>", linkText: "More", to: "/de" },
    ],
  ])("%j", (input, expected) => {
    expect(flashMessage(input)).toMatchObject(expected);
  });
});
