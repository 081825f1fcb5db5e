import { describe, expect, it } from "vitest";
import { FILE_NAME_MAX_BYTES, normaliseFileName } from "./normaliseFileName.ts";

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe("normaliseFileName", () => {
  it("drops control characters: the NUL that made the upload answer 500 with its SQL", () => {
    expect(normaliseFileName("a\u0000b.png")).toBe("ab.png");
    expect(normaliseFileName("line\r\nbreak\t.jpg")).toBe("linebreak.jpg");
    expect(normaliseFileName("del\u007f and c1\u0085.png")).toBe("del and c1.png");
  });

  it("drops direction overrides, so a name cannot show a false extension", () => {
    expect(normaliseFileName("photo\u202egnp.exe")).toBe("photognp.exe");
    expect(normaliseFileName("\u2066a\u2069.png")).toBe("a.png");
  });

  it("removes path separators and trims blanks", () => {
    expect(normaliseFileName("../../etc/passwd")).toBe("....etcpasswd");
    expect(normaliseFileName("C:\\fakepath\\photo.png")).toBe("C:fakepathphoto.png");
    expect(normaliseFileName("  photo 1.png \u00a0")).toBe("photo 1.png");
  });

  it("keeps letters of every script and emoji, in composed form", () => {
    expect(normaliseFileName("Prüfbericht 中文 🙂.png")).toBe("Prüfbericht 中文 🙂.png");
    expect(normaliseFileName("cafe\u0301.jpg")).toBe("café.jpg");
  });

  it("drops lone surrogates (they have no UTF-8), keeping pairs", () => {
    expect(normaliseFileName("a\ud800b\udc00c🙂.png")).toBe("abc🙂.png");
  });

  it("answers null for a name with nothing usable left", () => {
    for (const name of ["", "   ", "\u0000\u0001", "/", "\\//", ".", "..", " ../ "]) {
      expect(normaliseFileName(name), JSON.stringify(name)).toBeNull();
    }
  });

  it("caps a long name at 255 bytes of UTF-8, keeping its extension", () => {
    const name = normaliseFileName(`${"x".repeat(400)}.png`)!;
    expect(bytes(name)).toBe(FILE_NAME_MAX_BYTES);
    expect(name.endsWith("x.png")).toBe(true);
    expect(normaliseFileName("x".repeat(255))).toBe("x".repeat(255));
  });

  it("never cuts inside a character or an emoji sequence", () => {
    // 3 bytes each: 255 / 3 = 85 fit, the cut falls between two of them.
    const cjk = normaliseFileName(`${"中".repeat(100)}.jpg`)!;
    expect(cjk).toBe(`${"中".repeat(83)}.jpg`);
    expect(bytes(cjk)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
    // A family emoji is 25 bytes in 7 code points; the stem keeps whole ones only.
    const family = "👨‍👩‍👧‍👦";
    const emoji = normaliseFileName(`${family.repeat(20)}.png`)!;
    expect(bytes(emoji)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
    expect(emoji).toBe(`${family.repeat(10)}.png`);
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it("cuts a long name without an extension between characters too", () => {
    const name = normaliseFileName(`${"é".repeat(200)}`)!;
    expect(name).toBe("é".repeat(127));
  });
});
