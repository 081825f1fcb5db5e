import { ALT_TEXTS } from "../altTexts";
import { image, localize, type SeedModule, type SeedPage } from "../types";

function page(
  siteId: string,
  id: string,
  slug: string,
  copy: { en: [string, string] } & Record<string, [string, string]>,
  extra: SeedModule[] = [],
): SeedPage {
  return {
    id,
    siteId,
    slug,
    pageType: slug === "home" ? "Home" : "Content",
    localizations: localize(copy, ([title, text]) => ({
      title,
      description: text,
      modules: [
        {
          __typename: "HeroModule",
          id: `${id}-hero`,
          title,
          text,
          image: image(`${id}-hero`, title, 1200, 675),
          actions: [],
        },
        ...extra,
      ],
    })),
  };
}

/** Home and content pages of the sites besides the main site. */
export const sitePages: SeedPage[] = [
  page(
    "site-na-events",
    "page-na-events-home",
    "home",
    {
      en: [
        "North America Harness Days 2026",
        "Detroit, April 21–23: live demos of automated harness production and talks from harness makers.",
      ],
      es: [
        "North America Harness Days 2026",
        "Detroit, 21–23 de abril: demostraciones en vivo y ponencias de fabricantes de arneses.",
      ],
    },
    [
      {
        __typename: "KeyFactsModule",
        id: "na-events-facts",
        facts: [
          { value: "3", label: "days" },
          { value: "24", label: "live demos" },
          { value: "600", label: "visitors expected" },
        ],
      },
    ],
  ),
  page(
    "site-na-events",
    "page-na-events-agenda",
    "agenda",
    {
      en: ["Agenda", "Keynotes in the morning, machine demonstrations in the afternoon."],
      es: ["Agenda", "Ponencias por la mañana, demostraciones por la tarde."],
    },
    [
      {
        __typename: "AccordionModule",
        id: "na-events-days",
        items: [
          {
            title: "Tuesday: automation",
            html: "<p>Fully automated crimping and sealing lines.</p>",
          },
          {
            title: "Wednesday: testing",
            html: "<p>Electrical testing with Cirris and Adaptronic.</p>",
          },
          {
            title: "Thursday: the connected plant",
            html: "<p>WIRE Flow in a harness plant in Chihuahua.</p>",
          },
        ],
      },
    ],
  ),
  page("site-brand-portal", "page-brand-portal-home", "home", {
    en: ["WIRE Brand Portal", "Logos, templates and image guidelines for partners and agencies."],
    fr: ["Portail de marque WIRE", "Logos, modèles et règles d'image pour partenaires et agences."],
  }),
  page(
    "site-brand-portal",
    "page-brand-portal-logos",
    "logos",
    {
      en: ["Logos and templates", "Use the original files; do not redraw the logos."],
    },
    [
      {
        __typename: "DownloadsModule",
        id: "brand-logos",
        title: "Logos",
        items: [
          {
            title: "WIRE logo package",
            href: "/file/wire-logo-package",
            size: 1_812,
            extension: "pdf",
          },
          {
            title: "Presentation template",
            href: "/file/wire-presentation-template",
            size: 1_790,
            extension: "pdf",
          },
          {
            title: "Brand guidelines",
            href: "/file/wire-brand-guidelines",
            size: 9_004_223,
            extension: "pdf",
            thumbnail: image("doc-brand-guidelines", ALT_TEXTS.brandGuidelines, 128, 180),
          },
        ],
      },
    ],
  ),
  page("site-schaltschrankbau", "page-schaltschrankbau-home", "home", {
    de: [
      "Revolution im Schaltschrankbau",
      "Vorkonfektionierte Leitungssätze halbieren die Verdrahtungszeit im Schaltschrank.",
    ],
    en: [
      "A revolution in control cabinet building",
      "Pre-assembled wire sets halve the wiring time of control cabinets.",
    ],
  }),
  page(
    "site-schaltschrankbau",
    "page-schaltschrankbau-loesungen",
    "loesungen",
    {
      de: ["Lösungen", "Vom Verdrahtungsplan zur fertig beschrifteten Leitung."],
      en: ["Solutions", "From the wiring plan to the labelled wire."],
    },
    [
      {
        __typename: "QuoteModule",
        id: "schaltschrankbau-quote",
        text: "Unsere Elektriker verdrahten jetzt, statt Leitungen zu suchen.",
        author: "Stefan Huber",
        role: "Huber Schaltanlagen",
      },
    ],
  ),
  page("site-academy", "page-academy-home", "home", {
    en: ["WIRE Academy", "Online and on-site courses in wire processing."],
    fr: ["WIRE Academy", "Cours en ligne et sur site en traitement des fils."],
  }),
  page(
    "site-academy",
    "page-academy-courses",
    "courses",
    {
      en: ["Courses", "From crimp basics to line automation."],
      fr: ["Cours", "Des bases du sertissage à l'automatisation des lignes."],
    },
    [
      {
        __typename: "TeaserGridModule",
        id: "academy-course-grid",
        columns: 3,
        items: [
          {
            id: "course-crimp",
            title: "Crimp basics",
            text: "2 days",
            href: "/courses/crimp-basics",
            kind: "product",
          },
          {
            id: "course-setup",
            title: "Machine setup",
            text: "3 days",
            href: "/courses/machine-setup",
            kind: "product",
          },
          {
            id: "course-flow",
            title: "WIRE Flow for planners",
            text: "1 day",
            href: "/courses/wire-flow",
            kind: "product",
          },
        ],
      },
    ],
  ),
  page("site-investors", "page-investors-home", "home", {
    en: [
      "Investor Relations",
      "Share information, results and the financial calendar of WIRE Group AG.",
    ],
    de: [
      "Investor Relations",
      "Aktieninformationen, Ergebnisse und Finanzkalender der WIRE Group AG.",
    ],
  }),
  page(
    "site-investors",
    "page-investors-reports",
    "reports",
    {
      en: ["Reports", "Annual and half-year reports since 2015."],
      de: ["Berichte", "Geschäfts- und Halbjahresberichte seit 2015."],
    },
    [
      {
        __typename: "DownloadsModule",
        id: "investors-reports-downloads",
        title: "Annual report 2025",
        items: [
          {
            title: "Annual report 2025",
            href: "/file/annual-report-2025",
            size: 12_480_112,
            extension: "pdf",
            thumbnail: image("doc-annual-report", ALT_TEXTS.annualReport, 128, 180),
          },
          {
            title: "Key figures 2025",
            href: "/file/key-figures-2025",
            size: 1_760,
            extension: "pdf",
          },
        ],
      },
    ],
  ),
];
