import type { SeedSite } from "./types";

const both = (slug: string) => [
  { host: "localhost", slug },
  { host: "127.0.0.1", slug },
];

/**
 * The group's sites (spec section 3). Per-site language rules (spec section
 * 9) are data read by `siteLocales`: the North America events site adds
 * Spanish and drops German, the brand portal drops German, the
 * Schaltschrankbau campaign drops English, the Academy adds French.
 * `defaultLanguage` is where a visitor with a locale a site does not offer
 * is sent: the German campaign sends them to German (not to Czech, the
 * first international locale without English); the others keep the rule
 * for null, international English.
 */
export const seedSites: SeedSite[] = [
  {
    id: "site-main",
    name: "WIRE Group",
    slug: null,
    internationalOnly: false,
    hideSideButtons: false,
    enableCutFont: false,
    theme: "Default",
    domains: [{ host: "localhost" }, { host: "127.0.0.1" }],
    addLanguages: [],
    dropLanguages: [],
    defaultLanguage: null,
  },
  {
    id: "site-na-events",
    name: "WIRE North America Events",
    slug: "na-events",
    internationalOnly: true,
    hideSideButtons: true,
    enableCutFont: false,
    theme: "Light_Blue",
    domains: both("na-events"),
    addLanguages: ["es"],
    dropLanguages: ["de"],
    defaultLanguage: null,
  },
  {
    id: "site-brand-portal",
    name: "WIRE Brand Portal",
    slug: "brand-portal",
    internationalOnly: false,
    hideSideButtons: true,
    enableCutFont: false,
    theme: "Default",
    domains: both("brand-portal"),
    addLanguages: [],
    dropLanguages: ["de"],
    defaultLanguage: null,
  },
  {
    id: "site-schaltschrankbau",
    name: "Revolution im Schaltschrankbau",
    slug: "revolution-im-schaltschrankbau",
    internationalOnly: false,
    hideSideButtons: false,
    enableCutFont: true,
    theme: "Copper",
    domains: both("revolution-im-schaltschrankbau"),
    addLanguages: [],
    dropLanguages: ["en"],
    defaultLanguage: "de",
  },
  {
    id: "site-academy",
    name: "WIRE Academy",
    slug: "academy",
    internationalOnly: true,
    hideSideButtons: false,
    enableCutFont: false,
    theme: "Iqc",
    domains: both("academy"),
    addLanguages: ["fr"],
    dropLanguages: [],
    defaultLanguage: null,
  },
  {
    id: "site-investors",
    name: "WIRE Investor Relations",
    slug: "investors",
    internationalOnly: true,
    hideSideButtons: true,
    enableCutFont: false,
    theme: "Default",
    domains: both("investors"),
    addLanguages: [],
    dropLanguages: [],
    defaultLanguage: null,
  },
];
