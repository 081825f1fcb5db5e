import { describe, expect, it } from "vitest";
import { formLocale, formText, localeOrEnglish } from "./formText";

describe("formText", () => {
  it("reads a text field without NULs, and nothing for a file or a missing field", () => {
    const form = new FormData();
    form.set("message", "drifts\u0000 after warm-up");
    form.set("file", new Blob(["x"]), "x.txt");
    expect(formText(form, "message")).toBe("drifts after warm-up");
    expect(formText(form, "file")).toBe("");
    expect(formText(form, "missing")).toBe("");
  });

  it("reads the form's locale, English for anything that is not a locale code", () => {
    const form = new FormData();
    form.set("locale", "de-ch");
    expect(formLocale(form)).toBe("de-ch");
    expect(formLocale(new FormData())).toBe("en");
    expect(localeOrEnglish("../x")).toBe("en");
  });
});
