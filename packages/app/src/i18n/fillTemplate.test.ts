import { describe, expect, it } from "vitest";
import { fillTemplate, templateOf } from "./fillTemplate";
import { serverTranslator } from "./serverTranslator";

describe("fillTemplate", () => {
  it("fills every named placeholder and leaves unknown ones", () => {
    expect(fillTemplate("Image {index} of {total}", { index: 2, total: 5 })).toBe("Image 2 of 5");
    expect(fillTemplate("{a} and {b}", { a: "x" })).toBe("x and {b}");
  });

  it("does not treat a value as a placeholder again", () => {
    expect(fillTemplate("Play video: {title}", { title: "{total}" })).toBe("Play video: {total}");
  });

  it("round-trips a server translation in every word order", () => {
    const ja = serverTranslator("ja");
    const template = templateOf(ja, "media.imagePosition", ["index", "total"]);
    expect(fillTemplate(template, { index: 2, total: 7 })).toBe("7 枚中 2 枚目");
    const de = serverTranslator("de");
    expect(fillTemplate(templateOf(de, "media.playVideo", ["title"]), { title: "Gamma" })).toBe(
      "Video abspielen: Gamma",
    );
  });
});
