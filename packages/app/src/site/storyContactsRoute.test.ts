import { describe, expect, it } from "vitest";
import { storyContactsRoute } from "./storyContactsRoute";

describe("storyContactsRoute", () => {
  it("maps the contacts overview onto the stories page", () => {
    expect(storyContactsRoute(["stories", "contacts"])).toEqual({
      pageSegments: ["stories"],
      author: null,
    });
  });
  it("names the author of an author page", () => {
    expect(storyContactsRoute(["stories", "contacts", "rui-almeida"])).toEqual({
      pageSegments: ["stories"],
      author: "rui-almeida",
    });
  });
  it("leaves stories, story pages and deeper paths alone", () => {
    expect(storyContactsRoute(["stories"])).toBeNull();
    expect(storyContactsRoute(["stories", "contacts-in-porto"])).toBeNull();
    expect(storyContactsRoute(["company", "contacts"])).toBeNull();
    expect(storyContactsRoute(["contacts"])).toBeNull();
    expect(storyContactsRoute(["stories", "contacts", "a", "b"])).toBeNull();
  });
});
