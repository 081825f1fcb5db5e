import { UI_LANGUAGES } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { resolveJson } from "../../content/resolveJson";
import { NOT_COPY } from "../../content/xliff";
import type { StoredNavItem } from "../../db/storedNavigation";
import { seedBrands, seedNavigations, seedPages, seedSites } from "./index";
import type { SeedNavigation } from "./navigation";
import type { SeedLocalization, SeedPage } from "./types";

/**
 * Keys whose strings are no copy (the translators' export leaves them out too), the names a
 * person writes the same in every language (a quote's author, a contact's name), and a
 * navigation's settings: its theme, an entry's link target, countries and page.
 */
const NOT_TRANSLATED_KEYS = new Set([
  ...NOT_COPY,
  "author",
  "name",
  "theme",
  "target",
  "countries",
  "page",
]);

/** Product, service and event names, the same in every language. */
const NAMES = new Set([
  ...seedBrands.map((brand) => brand.name),
  "Gamma 263",
  "LinkedIn",
  "WIRE Flow",
  "WIRE Group",
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
 * (its navigation says "News", "Service", "Stories" and "Support", as Swiss companies do) and
 * "Innovation"; French "Service", "Services" and "Solutions"; Spanish "Legal".
 */
const SAME_WORD: Record<string, Set<string>> = {
  de: new Set([
    "CEO, WIRE Group",
    "Downloads",
    "Innovation",
    "Investor Relations",
    "News",
    "Service",
    "Stories",
    "Story",
    "Support",
  ]),
  // The event's programme.
  es: new Set(["Agenda", "Legal"]),
  fr: new Set(["Contact", "Service", "Services", "Solutions"]),
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
function texts(
  localization: SeedLocalization | Pick<SeedNavigation, "header" | "footer">,
  language: string,
): Map<string, string> {
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

/** The languages a site offers: one international locale per UI language, less those it drops. */
function siteLanguages(siteId: string): string[] {
  const site = seedSites.find((s) => s.id === siteId);
  return UI_LANGUAGES.filter((language) => !site?.dropLanguages.includes(language));
}

/**
 * Texts of a site's header and footer (entries, mega-menu columns and teasers, breadcrumb
 * overrides) that are, in one of the site's languages, the English text at the same path.
 */
function untranslatedNavigation(navigations: readonly SeedNavigation[]) {
  const found: { site: string; language: string; path: string; text: string }[] = [];
  const allowed = new Set<string>();
  for (const navigation of navigations) {
    const copy = { header: navigation.header, footer: navigation.footer };
    const englishTexts = texts(copy, "en");
    for (const language of siteLanguages(navigation.siteId)) {
      if (language === "en") continue;
      for (const [path, text] of texts(copy, language)) {
        if (englishTexts.get(path) !== text || NAMES.has(text)) continue;
        if (SAME_WORD[language]?.has(text)) allowed.add(`${language}:${text}`);
        else found.push({ site: navigation.siteId, language, path, text });
      }
    }
  }
  return { found, allowed };
}

/** The main navigation's entries in a language: home, top items, their columns and entries. */
function mainNavigationTitles(navigation: SeedNavigation, language: string): string[] {
  const resolved = resolveJson(navigation.header, [language, "en"], "");
  const titles: string[] = [];
  const walk = (item: (typeof resolved.topItems)[number]) => {
    titles.push(item.title);
    for (const section of item.sections ?? []) {
      titles.push(section.title);
      section.items.forEach(walk);
    }
    item.items?.forEach(walk);
  };
  [...resolved.homeItems, ...resolved.topItems].forEach(walk);
  return titles;
}

describe("seed page translations", () => {
  const { found, allowed } = untranslatedTexts(seedPages);

  it("has no English text left in another language's localisation", () => {
    expect(
      found.map(({ page, language, path, text }) => `${page} [${language}] ${path}: ${text}`),
      "These texts of a non-English localisation are the English text: translate them in the seed, or, for a name or a word that is the same in that language, add it to the allow-lists of seedTranslations.test.ts",
    ).toEqual([]);
  });

  it("allows only words that some localisation or navigation still uses", () => {
    const used = new Set([...allowed, ...untranslatedNavigation(seedNavigations).allowed]);
    const listed = Object.entries(SAME_WORD).flatMap(([language, words]) =>
      [...words].map((word) => `${language}:${word}`),
    );
    expect(listed.filter((entry) => !used.has(entry))).toEqual([]);
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

describe("seed navigation translations", () => {
  it("has every header and footer text, breadcrumb overrides included, in each language of its site", () => {
    expect(
      untranslatedNavigation(seedNavigations).found.map(
        ({ site, language, path, text }) => `${site} [${language}] ${path}: ${text}`,
      ),
      "These navigation texts are English in a language the site offers: translate them in navigation.ts (tr({…})), or allow a name or a word that is the same in that language",
    ).toEqual([]);
  });

  it.each(UI_LANGUAGES.filter((language) => language !== "en"))(
    "the main navigation in %s differs from English in at least 80 % of its entries",
    (language) => {
      const main = seedNavigations.find((navigation) => navigation.siteId === "site-main")!;
      const english = mainNavigationTitles(main, "en");
      const titles = mainNavigationTitles(main, language);
      const differing = titles.filter((title, i) => title !== english[i]);
      expect(differing.length / english.length).toBeGreaterThanOrEqual(0.8);
    },
  );

  it("finds an entry and a breadcrumb override left in English", () => {
    const [main] = structuredClone(
      seedNavigations.filter((navigation) => navigation.siteId === "site-main"),
    );
    const company = main!.header.topItems.find((item) => item.id === "company")!;
    const override = company.breadcrumbOverride!.$t as Record<string, string>;
    delete override.fr;
    const about: StoredNavItem = company.items![0]!;
    about.title = { $t: { en: about.title.$t.en! } };
    const found = untranslatedNavigation([main!]).found.map(
      ({ language, path, text }) => `${language} ${path}: ${text}`,
    );
    expect(found).toContain("fr .header.topItems[4].breadcrumbOverride: About WIRE");
    expect(found).toContain("cs .header.topItems[4].items[0].title: About us");
  });
});
