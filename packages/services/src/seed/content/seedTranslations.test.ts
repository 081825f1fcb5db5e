import { describe, expect, it } from "vitest";
import { resolveJson } from "../../content/resolveJson";
import { NOT_COPY } from "../../content/xliff";
import { seedBrands, seedPages } from "./index";
import type { SeedLocalization, SeedPage } from "./types";

/**
 * Keys whose strings are no copy (the translators' export leaves them out too), and the names a
 * person writes the same in every language: a quote's author, a contact's name.
 */
const NOT_TRANSLATED_KEYS = new Set([...NOT_COPY, "author", "name"]);

/** Product, service and event names, the same in every language. */
const NAMES = new Set([
  ...seedBrands.map((brand) => brand.name),
  "Gamma 263",
  "WIRE Flow",
  "WIRE Academy",
  "Smart Factory",
  "North America Harness Days 2026",
  "Harness Days Detroit",
  // The maintenance contracts.
  "Basic",
  "Plus",
  "Premium",
]);

/**
 * Words that really are the same in that language. German: the loanwords the German site uses
 * (its navigation says "News", "Services" and "Stories", as Swiss companies do), and "Innovation".
 */
const SAME_WORD: Record<string, Set<string>> = {
  de: new Set([
    "CEO, WIRE Group",
    "Downloads",
    "Innovation",
    "Investor Relations",
    "News",
    "Services",
    "Stories",
    "Story",
  ]),
  // The event's programme.
  es: new Set(["Agenda"]),
  fr: new Set(["Contact", "Services"]),
  ro: new Set(["Contact"]),
};

/** People's names anywhere in the seed: they also caption portraits and title contact cards. */
function personNames(pages: readonly SeedPage[]): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
    } else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if ((key === "author" || key === "name") && typeof value === "string") names.add(value);
        else walk(value);
      }
    }
  };
  walk(pages);
  return names;
}

/** Every text a visitor reads in a localisation, by path (`.modules[2].items[0].title`). */
function texts(localization: SeedLocalization, language: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, path: string): void => {
    if (typeof node === "string") {
      if (/\p{L}{2,}/u.test(node)) out.set(path, node);
    } else if (Array.isArray(node)) {
      for (const [i, child] of node.entries()) walk(child, `${path}[${i}]`);
    } else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (!NOT_TRANSLATED_KEYS.has(key)) walk(value, `${path}.${key}`);
      }
    }
  };
  // Locale maps (`tr(…)`, e.g. alt texts) as the content service serves them in that language.
  walk(resolveJson(localization, [language, "en"], ""), "");
  return out;
}

/** Texts of non-English localisations that are the English localisation's text at the same path. */
function untranslatedTexts(pages: readonly SeedPage[]) {
  const people = personNames(pages);
  const found: { page: string; language: string; path: string; text: string }[] = [];
  const allowed = new Set<string>();
  for (const page of pages) {
    for (const localizations of [page.localizations, page.draftLocalizations ?? {}]) {
      const english = localizations.en ?? page.localizations.en;
      if (!english) continue;
      const englishTexts = texts(english, "en");
      for (const [language, localization] of Object.entries(localizations)) {
        if (language === "en") continue;
        for (const [path, text] of texts(localization, language)) {
          if (englishTexts.get(path) !== text || people.has(text) || NAMES.has(text)) continue;
          if (SAME_WORD[language]?.has(text)) allowed.add(`${language}:${text}`);
          else found.push({ page: page.id, language, path, text });
        }
      }
    }
  }
  return { found, allowed };
}

describe("seed page translations", () => {
  const { found, allowed } = untranslatedTexts(seedPages);

  it("has no English text left in another language's localisation", () => {
    expect(
      found.map(({ page, language, path, text }) => `${page} [${language}] ${path}: ${text}`),
      "These texts of a non-English localisation are the English text: translate them in the seed, or, for a name or a word that is the same in that language, add it to the allow-lists of seedTranslations.test.ts",
    ).toEqual([]);
  });

  it("allows only words that some localisation still uses", () => {
    const listed = Object.entries(SAME_WORD).flatMap(([language, words]) =>
      [...words].map((word) => `${language}:${word}`),
    );
    expect(listed.filter((entry) => !allowed.has(entry))).toEqual([]);
  });

  it("finds a text left in English", () => {
    const [company] = structuredClone(seedPages.filter((page) => page.id === "page-company"));
    const german = company!.localizations.de!;
    german.title = company!.localizations.en!.title;
    expect(untranslatedTexts([company!]).found).toContainEqual({
      page: "page-company",
      language: "de",
      path: ".title",
      text: "Company",
    });
  });
});
