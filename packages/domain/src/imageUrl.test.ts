import { describe, expect, it } from "vitest";
import {
  IMAGE_PLACEHOLDER_WIDTH,
  IMAGE_PRESETS,
  IMAGE_QUALITY,
  IMAGE_SIZES,
  imageUrl,
} from "./imageUrl.ts";

const src = "https://cdn.example.com/x.jpg";

describe("imageUrl", () => {
  it.each([
    ["Stretched", {}, "?w=1180&fit=crop&q=90&fm=webp"],
    ["StretchedVideo", {}, "?w=1200&h=675&fit=crop&q=90&fm=webp"],
    ["BreakOut", {}, "?w=980&fit=crop&q=90&fm=webp"],
    ["Inline", { format: "png" as const }, "?w=780&fit=crop&q=90&fm=png"],
    ["AsideSquare", {}, "?w=960&h=960&fit=crop&q=90&fm=webp"],
    ["AsideVideo", { quality: 60 }, "?w=960&h=540&fit=crop&q=60&fm=webp"],
    ["AsideVideo", { placeholder: true }, "?w=400&h=225&fit=crop&q=90&fm=webp"],
    ["Stretched", { placeholder: true }, "?w=400&fit=crop&q=90&fm=webp"],
    [IMAGE_SIZES.contactImage, {}, "?w=80&h=80&fit=crop&q=90&fm=webp"],
    [{ width: 10, height: 20 }, {}, "?w=10&h=20&fit=crop&q=90&fm=webp"],
  ] as const)("%j %j", (size, options, query) => {
    expect(imageUrl(src, size, options)).toBe(`${src}${query}`);
  });

  it.each([
    ["https://cdn/x.jpg?v=2", "https://cdn/x.jpg?v=2&w=780&fit=crop&q=90&fm=webp"],
    ["https://cdn/x.jpg?", "https://cdn/x.jpg?w=780&fit=crop&q=90&fm=webp"],
    ["/x.jpg#frag", "/x.jpg?w=780&fit=crop&q=90&fm=webp#frag"],
    ["", ""],
  ])("%s", (input, expected) => {
    expect(imageUrl(input, "Inline")).toBe(expected);
  });

  it("has the spec's sizes", () => {
    expect(IMAGE_QUALITY).toBe(90);
    expect(IMAGE_PLACEHOLDER_WIDTH).toBe(400);
    expect(IMAGE_PRESETS).toEqual({
      Stretched: { width: 1180 },
      StretchedVideo: { width: 1200, height: 675 },
      BreakOut: { width: 980 },
      Inline: { width: 780 },
      AsideSquare: { width: 960, height: 960 },
      AsideVideo: { width: 960, height: 540 },
    });
    expect(IMAGE_SIZES).toEqual({
      galleryThumbnail: { width: 56 },
      gallery: { width: 540 },
      lightboxThumbnail: { width: 80 },
      storyImage: { width: 768, height: 432 },
      contactImage: { width: 80, height: 80 },
      capabilityImage: { width: 480 },
      marketingLogo: { width: 304, height: 52 },
      documentThumbnail: { width: 128, height: 180 },
      videoThumbnail: { width: 1180 },
    });
  });
});
