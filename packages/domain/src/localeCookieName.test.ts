import { describe, expect, it } from "vitest";
import { localeCookieName } from "./localeCookieName.ts";

describe("localeCookieName", () => {
  it.each([
    [undefined, "uapp_current_locale"],
    [null, "uapp_current_locale"],
    ["", "uapp_current_locale"],
    ["events", "uapp_current_locale_events"],
  ])("%j → %s", (slug, expected) => {
    expect(localeCookieName(slug)).toBe(expected);
  });
});
