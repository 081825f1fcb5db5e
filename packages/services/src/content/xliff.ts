import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";

/** The XLIFF 2.0 core namespace. */
export const XLIFF_NAMESPACE = "urn:oasis:names:tc:xliff:document:2.0";

/** One translatable text of a page: a stable id (its path in the page) and the text. */
export interface TranslationUnit {
  /** `title`, `leadText`, `modules.3.title`, `modules.3.items.1.text`, … */
  id: string;
  text: string;
}

/** The localised fields of a page that hold texts, as stored in `page_localizations`. */
export interface LocalizedTexts {
  title: string;
  description: string | null;
  leadText: string | null;
  category: string | null;
  modules: unknown[];
}

/**
 * Keys of module JSON that hold no copy for translators: identifiers, links, addresses,
 * image files and display settings. Locations are company data (names, addresses, phone
 * numbers), not copy. Every other non-empty string a module holds is shown to visitors.
 */
export const NOT_COPY = new Set([
  "__typename",
  "id",
  "href",
  "url",
  "mimeType",
  "kind",
  "preset",
  "imagePosition",
  "form",
  "document",
  "extension",
  "email",
  "phone",
  "country",
  "services",
  "locations",
  "$t",
]);

const PAGE_FIELDS = ["title", "description", "leadText", "category"] as const;

function walk(value: unknown, path: string[], out: TranslationUnit[]) {
  if (typeof value === "string") {
    if (value.trim()) out.push({ id: path.join("."), text: value });
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) walk(item, [...path, String(index)], out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!NOT_COPY.has(key)) walk(item, [...path, key], out);
    }
  }
}

/**
 * The translatable texts of a page's localisation, in page order: title, description, lead
 * text, category, then every module's visible strings (titles, HTML bodies, captions, teaser
 * and accordion items, action labels, image alternative texts).
 *
 * @example
 * translationUnits({ title: "About", description: null, leadText: null, category: null,
 *   modules: [{ __typename: "RichTextModule", id: "m1", html: "<p>Hi</p>" }] });
 * // => [{ id: "title", text: "About" }, { id: "modules.0.html", text: "<p>Hi</p>" }]
 */
export function translationUnits(texts: LocalizedTexts): TranslationUnit[] {
  const out: TranslationUnit[] = [];
  for (const field of PAGE_FIELDS) walk(texts[field], [field], out);
  walk(texts.modules, ["modules"], out);
  return out;
}

/** Whether every unit id names a string in `texts` (so a translation can replace it there). */
export function hasUnitPaths(texts: LocalizedTexts, ids: Iterable<string>): boolean {
  for (const id of ids) {
    let value: unknown = texts;
    for (const key of id.split(".")) {
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : null;
    }
    if (typeof value !== "string") return false;
  }
  return true;
}

/**
 * A copy of `texts` with the string at each unit's path replaced by its translation; paths
 * that do not lead to a string are left alone.
 */
export function applyUnits(
  texts: LocalizedTexts,
  units: ReadonlyMap<string, string>,
): LocalizedTexts {
  const copy = structuredClone(texts) as unknown as Record<string, unknown>;
  for (const [id, text] of units) {
    const keys = id.split(".");
    let parent: unknown = copy;
    for (const key of keys.slice(0, -1)) {
      parent =
        parent && typeof parent === "object" ? (parent as Record<string, unknown>)[key] : null;
    }
    const last = keys.at(-1)!;
    if (
      parent &&
      typeof parent === "object" &&
      typeof (parent as Record<string, unknown>)[last] === "string"
    ) {
      (parent as Record<string, unknown>)[last] = text;
    }
  }
  return copy as unknown as LocalizedTexts;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  indentBy: "  ",
  suppressEmptyNode: true,
});

/**
 * An XLIFF 2.0 document of a page's source texts for one target language: one `<file>` named
 * after the page, one `<unit>` per text with a single segment holding the source (XML-escaped;
 * HTML bodies travel as escaped text).
 */
export function buildXliff(options: {
  pageId: string;
  sourceLanguage: string;
  targetLanguage: string;
  units: readonly TranslationUnit[];
}): string {
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    xliff: {
      "@_xmlns": XLIFF_NAMESPACE,
      "@_version": "2.0",
      "@_srcLang": options.sourceLanguage,
      "@_trgLang": options.targetLanguage,
      file: {
        "@_id": options.pageId,
        "@_original": options.pageId,
        unit: options.units.map((unit) => ({
          "@_id": unit.id,
          segment: { source: unit.text },
        })),
      },
    },
  });
}

/** A refused XLIFF file: what is wrong and, where known, the line. */
export interface XliffError {
  error: string;
  line: number;
}

/** What an imported file must match: the page and its translation settings. */
export interface XliffExpectation {
  pageId: string;
  sourceLanguage: string;
  targetLanguages: readonly string[];
  unitIds: ReadonlySet<string>;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (tagName) => ["file", "unit", "segment"].includes(tagName),
});

/** The 1-based line of the first match of `pattern` in `raw`, or 1. */
function lineOf(raw: string, pattern: RegExp): number {
  const match = pattern.exec(raw);
  return match ? raw.slice(0, match.index).split("\n").length : 1;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The line of the `<unit>` with this id (fast-xml-parser gives no element lines). */
function unitLine(raw: string, id: string): number {
  return lineOf(raw, new RegExp(`<unit\\b[^>]*\\bid\\s*=\\s*["']${escapeRegExp(id)}["']`));
}

type Node = Record<string, unknown>;

/** The text of a `<source>`/`<target>`: plain text only; inline markup is refused (null). */
function plainText(value: unknown): string | null {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (
    typeof value === "object" &&
    Object.keys(value).every((k) => k.startsWith("@_") || k === "#text")
  ) {
    const text = (value as Node)["#text"];
    return typeof text === "string" ? text : "";
  }
  return null;
}

/**
 * Reads a translated XLIFF 2.0 file and checks it against the page: well-formed XML, the XLIFF
 * 2.0 namespace and version, one `<file>` whose id is the page's, the page's source language,
 * one of its target languages, only unit ids the page has (each once) and a non-empty
 * `<target>` in every unit. The first problem is returned with its line; else the target
 * language and the translated text per unit id.
 */
export function readXliff(
  raw: string,
  expected: XliffExpectation,
): { ok: true; targetLanguage: string; units: Map<string, string> } | ({ ok: false } & XliffError) {
  const fail = (error: string, line: number) => ({ ok: false as const, error, line });
  if (/<!DOCTYPE/i.test(raw)) {
    return fail("DOCTYPE declarations are not allowed in an XLIFF file", lineOf(raw, /<!DOCTYPE/i));
  }
  const valid = XMLValidator.validate(raw);
  if (valid !== true) return fail(`Malformed XML: ${valid.err.msg}`, valid.err.line);
  let document: Node;
  try {
    document = parser.parse(raw) as Node;
  } catch (error) {
    return fail(`Malformed XML: ${(error as Error).message}`, 1);
  }
  const xliff = document.xliff as Node | undefined;
  if (!xliff || typeof xliff !== "object") {
    return fail("The root element must be <xliff> (XLIFF 2.0)", lineOf(raw, /<[A-Za-z]/));
  }
  const xliffLine = lineOf(raw, /<xliff\b/);
  if (xliff["@_xmlns"] !== XLIFF_NAMESPACE) {
    return fail(`<xliff> must declare xmlns="${XLIFF_NAMESPACE}"`, xliffLine);
  }
  if (xliff["@_version"] !== "2.0") {
    return fail(`<xliff> version must be "2.0", not "${xliff["@_version"] ?? ""}"`, xliffLine);
  }
  if (xliff["@_srcLang"] !== expected.sourceLanguage) {
    return fail(
      `<xliff> srcLang "${xliff["@_srcLang"] ?? ""}" is not the page's source language "${expected.sourceLanguage}"`,
      xliffLine,
    );
  }
  const targetLanguage = String(xliff["@_trgLang"] ?? "");
  if (!expected.targetLanguages.includes(targetLanguage)) {
    return fail(
      `<xliff> trgLang "${targetLanguage}" is not a target language of the page (${expected.targetLanguages.join(", ")})`,
      xliffLine,
    );
  }
  const files = (xliff.file as Node[] | undefined) ?? [];
  if (files.length !== 1) {
    return fail(
      `The file must hold exactly one <file>, not ${files.length}`,
      lineOf(raw, /<file\b/),
    );
  }
  const file = files[0]!;
  if (file["@_id"] !== expected.pageId) {
    return fail(
      `<file> id "${file["@_id"] ?? ""}" is not the page "${expected.pageId}"`,
      lineOf(raw, /<file\b/),
    );
  }
  const units = new Map<string, string>();
  for (const unit of (file.unit as Node[] | undefined) ?? []) {
    const id = String(unit["@_id"] ?? "");
    const line = unitLine(raw, id);
    if (!id) return fail("A <unit> has no id", lineOf(raw, /<unit\b(?![^>]*\bid\s*=)/));
    if (!expected.unitIds.has(id)) return fail(`Unit "${id}" is not a text of this page`, line);
    if (units.has(id)) return fail(`Unit "${id}" appears more than once`, line);
    const segments = (unit.segment as Node[] | undefined) ?? [];
    if (segments.length === 0) return fail(`Unit "${id}" has no <segment>`, line);
    const texts: string[] = [];
    for (const segment of segments) {
      const text = plainText(segment.target);
      if (text === null) return fail(`Unit "${id}": <target> must be plain text`, line);
      if (!text.trim())
        return fail(`Unit "${id}" has no translation (empty or missing <target>)`, line);
      texts.push(text);
    }
    units.set(id, texts.join(""));
  }
  if (units.size === 0)
    return fail("The file holds no <unit> with a translation", lineOf(raw, /<file\b/));
  return { ok: true, targetLanguage, units };
}
