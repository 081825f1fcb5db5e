import { describe, expect, it } from "vitest";
import { keepHighlight } from "./keepHighlight.ts";

describe("keepHighlight", () => {
  it.each([
    [{ name: "Fast", imageUrl: "/a.png" }, true],
    [{ name: "Fast", videoUrl: "/a.mp4" }, true],
    [{ name: "Fast", imageUrl: "/a.png", videoUrl: "/a.mp4" }, true],
    [{ name: "Fast" }, false],
    [{ name: "Fast", videoImageUrl: "/poster.png" }, false],
    [{ name: "", imageUrl: "/a.png" }, false],
    [{ name: "  ", imageUrl: "/a.png" }, false],
    [{ imageUrl: "/a.png" }, false],
    [{ name: "Fast", imageUrl: " ", videoUrl: null }, false],
  ])("%j → %s", (highlight, expected) => {
    expect(keepHighlight(highlight)).toBe(expected);
  });
});
