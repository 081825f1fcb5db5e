import type { PageModule } from "@wire/graphql";
import { describe, expect, it } from "vitest";
import { openingImageIndex } from "./openingImage";

const image = { url: "http://assets/x.png", alternativeText: "x" } as const;
const text = (id: string) => ({ kind: "richText", id, html: "<p>x</p>" }) as PageModule;
const picture = (id: string) => ({ kind: "image", id, image, preset: "Inline" }) as PageModule;
const hero = (id: string, withImage: boolean) =>
  ({
    kind: "hero",
    id,
    title: "T",
    overline: null,
    text: null,
    actions: [],
    image: withImage ? image : null,
  }) as PageModule;

describe("openingImageIndex", () => {
  it("finds the first hero or image module with a picture among the opening three", () => {
    expect(openingImageIndex([hero("h", true), picture("i")])).toBe(0);
    expect(openingImageIndex([text("t"), picture("i"), picture("j")])).toBe(1);
    expect(openingImageIndex([hero("h", false), text("t"), picture("i")])).toBe(2);
  });

  it("finds none further down or on a page without pictures", () => {
    expect(openingImageIndex([text("a"), text("b"), text("c"), picture("i")])).toBe(-1);
    expect(openingImageIndex([])).toBe(-1);
  });
});
