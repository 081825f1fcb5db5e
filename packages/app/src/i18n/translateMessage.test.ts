import { describe, expect, it } from "vitest";
import { serverTranslator } from "./serverTranslator";
import { translateErrors, translateMessage } from "./translateMessage";

describe("translateMessage", () => {
  it("finds the key of a domain message and translates it", () => {
    const de = serverTranslator("de");
    expect(translateMessage("Please enter a comment", de)).toBe(de("validation.ticket.comment"));
    expect(
      translateErrors({ subject: "Please enter the subject" }, serverTranslator("en")),
    ).toEqual({
      subject: "Please enter the subject",
    });
  });

  it("keeps a message it does not know", () => {
    expect(translateMessage("Something else", serverTranslator("fr"))).toBe("Something else");
  });
});
