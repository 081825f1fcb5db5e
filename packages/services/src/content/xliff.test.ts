import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { applyUnits, buildXliff, hasUnitPaths, readXliff, translationUnits } from "./xliff";

const texts = {
  title: "Crimping",
  description: null,
  leadText: "  ",
  category: "Automotive",
  modules: [
    {
      __typename: "CallToActionModule",
      id: "cta",
      title: "Test your wires",
      actions: [{ text: "Ask us", href: "/contact" }],
    },
    {
      __typename: "LocationsModule",
      id: "loc",
      title: "Worldwide",
      locations: [{ id: "l1", name: "WIRE AG", city: "Thun" }],
    },
  ],
};

const expected = {
  pageId: "p1",
  sourceLanguage: "en",
  targetLanguages: ["de", "fr"],
  unitIds: new Set(["title", "modules.0.title"]),
};

const file = (units: string, attributes = 'srcLang="en" trgLang="de"') =>
  `<?xml version="1.0"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" ${attributes}>\n<file id="p1">\n${units}\n</file>\n</xliff>`;

describe("xliff", () => {
  it("takes every visible string and leaves ids, links and company data out", () => {
    expect(translationUnits(texts)).toEqual([
      { id: "title", text: "Crimping" },
      { id: "category", text: "Automotive" },
      { id: "modules.0.title", text: "Test your wires" },
      { id: "modules.0.actions.0.text", text: "Ask us" },
      { id: "modules.1.title", text: "Worldwide" },
    ]);
  });

  it("replaces texts at unit paths in a copy", () => {
    const units = new Map([
      ["modules.0.actions.0.text", "Fragen Sie uns"],
      ["modules.7.title", "nowhere"],
    ]);
    const changed = applyUnits(texts, units);
    expect(changed.modules[0]).toMatchObject({
      actions: [{ text: "Fragen Sie uns", href: "/contact" }],
    });
    expect(texts.modules[0]).toMatchObject({ actions: [{ text: "Ask us" }] });
    expect(hasUnitPaths(texts, ["title", "modules.0.actions.0.text"])).toBe(true);
    expect(hasUnitPaths(texts, ["modules.7.title"])).toBe(false);
  });

  it("builds a document the validator accepts, with escaped text", () => {
    const xml = buildXliff({
      pageId: "p1",
      sourceLanguage: "en",
      targetLanguage: "de",
      units: [{ id: "title", text: "<b>A & B</b>" }],
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("<source>&lt;b&gt;A &amp; B&lt;/b&gt;</source>");
  });

  it("reads translations, decoding entities", () => {
    const read = readXliff(
      file(
        '<unit id="title"><segment><source>x</source><target>Crimpen &amp; mehr</target></segment></unit>',
      ),
      expected,
    );
    expect(read).toEqual({
      ok: true,
      targetLanguage: "de",
      units: new Map([["title", "Crimpen & mehr"]]),
    });
  });

  it("refuses DOCTYPEs, inline markup and duplicate units with their line", () => {
    expect(readXliff(`<!DOCTYPE x [<!ENTITY a "b">]>\n${file("")}`, expected)).toMatchObject({
      ok: false,
      line: 1,
    });
    const inline = readXliff(
      file(
        '<unit id="title"><segment><source>x</source><target>a<ph id="1"/></target></segment></unit>',
      ),
      expected,
    );
    expect(inline).toMatchObject({
      ok: false,
      error: 'Unit "title": <target> must be plain text',
      line: 4,
    });
    const unit = '<unit id="title"><segment><source>x</source><target>y</target></segment></unit>';
    expect(readXliff(file(`${unit}\n${unit}`), expected)).toMatchObject({
      ok: false,
      error: 'Unit "title" appears more than once',
    });
    expect(readXliff(file(""), expected)).toMatchObject({ ok: false, line: 3 });
  });
});
