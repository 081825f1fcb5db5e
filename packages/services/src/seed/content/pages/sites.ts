import { ALT_TEXTS } from "../altTexts";
import { image, inLanguage, localize, type SeedModule, type SeedPage } from "../types";
import { REPORT_DOWNLOADS } from "./main";

function page(
  siteId: string,
  id: string,
  slug: string,
  copy: { en: [string, string] } & Record<string, [string, string]>,
  extra: SeedModule[] | ((language: string) => SeedModule[]) = [],
  parentSlug?: string,
): SeedPage {
  return {
    id,
    siteId,
    slug,
    ...(parentSlug ? { parentSlug } : {}),
    pageType: slug === "home" ? "Home" : "Content",
    localizations: localize(copy, ([title, text], language) => ({
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
        ...(typeof extra === "function" ? extra(language) : extra),
      ],
    })),
  };
}

const COURSE_LABELS = {
  en: { days: "Duration", seats: "Participants at most", where: "Where" },
  fr: { days: "Durée", seats: "Participants au maximum", where: "Lieu" },
};

/** The academy's courses, each a page under `/courses` (the course list's cards link them). */
const ACADEMY_COURSES = [
  {
    slug: "crimp-basics",
    teaserId: "course-crimp",
    seats: 8,
    en: {
      copy: ["Crimp basics", "Two days on what makes a good crimp, and how to prove it."] as [
        string,
        string,
      ],
      days: "2 days",
      where: "Switzerland, Romania",
      html: "<p>For operators and quality staff who are new to crimping.</p><ul><li>Terminals, wires and the crimp zones</li><li>Crimp height, pull-off force and cross-sections</li><li>Reading a crimp force curve</li><li>Hands-on: a cross-section of your own crimp</li></ul>",
    },
    fr: {
      copy: [
        "Bases du sertissage",
        "Deux jours pour comprendre un bon sertissage et le prouver.",
      ] as [string, string],
      days: "2 jours",
      where: "Suisse, Roumanie",
      html: "<p>Pour les opérateurs et le personnel qualité qui débutent dans le sertissage.</p><ul><li>Contacts, fils et zones de sertissage</li><li>Hauteur de sertissage, force d'arrachement et coupes micrographiques</li><li>Lire une courbe de force de sertissage</li><li>Pratique : la coupe de votre propre sertissage</li></ul>",
    },
  },
  {
    slug: "machine-setup",
    teaserId: "course-setup",
    seats: 6,
    en: {
      copy: [
        "Machine setup",
        "Three days at the machine: change-overs, applicators and first-piece approval.",
      ] as [string, string],
      days: "3 days",
      where: "Switzerland",
      html: "<p>For setters who run fully automatic crimping machines.</p><ul><li>Changing wire, terminal and applicator</li><li>Adjusting strip length and crimp height</li><li>First-piece approval and crimp force monitoring</li><li>Care of wear parts</li></ul>",
    },
    fr: {
      copy: [
        "Réglage des machines",
        "Trois jours à la machine : changements de série, applicateurs et validation de la première pièce.",
      ] as [string, string],
      days: "3 jours",
      where: "Suisse",
      html: "<p>Pour les régleurs de machines de sertissage entièrement automatiques.</p><ul><li>Changer de fil, de contact et d'applicateur</li><li>Régler la longueur de dénudage et la hauteur de sertissage</li><li>Validation de la première pièce et surveillance de la force de sertissage</li><li>Entretien des pièces d'usure</li></ul>",
    },
  },
  {
    slug: "wire-flow",
    teaserId: "course-flow",
    seats: 12,
    en: {
      copy: [
        "WIRE Flow for planners",
        "One day on planning harness production with WIRE Flow.",
      ] as [string, string],
      days: "1 day",
      where: "Online",
      html: "<p>For production planners and engineers who prepare jobs for the machines.</p><ul><li>Importing wire lists</li><li>Batching jobs across machines</li><li>Following production and quality data</li></ul>",
    },
    fr: {
      copy: [
        "WIRE Flow pour les planificateurs",
        "Une journée pour planifier la production de faisceaux avec WIRE Flow.",
      ] as [string, string],
      days: "1 jour",
      where: "En ligne",
      html: "<p>Pour les planificateurs et ingénieurs qui préparent les ordres des machines.</p><ul><li>Importer des listes de fils</li><li>Regrouper les ordres entre les machines</li><li>Suivre les données de production et de qualité</li></ul>",
    },
  },
];

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
    (language) => {
      const labels = inLanguage(
        {
          en: ["days", "live demos", "visitors expected"],
          es: ["días", "demostraciones en vivo", "visitantes previstos"],
        },
        language,
      );
      return [
        {
          __typename: "KeyFactsModule",
          id: "na-events-facts",
          facts: [
            { value: "3", label: labels[0]! },
            { value: "24", label: labels[1]! },
            { value: "600", label: labels[2]! },
          ],
        },
      ];
    },
  ),
  page(
    "site-na-events",
    "page-na-events-agenda",
    "agenda",
    {
      en: ["Agenda", "Keynotes in the morning, machine demonstrations in the afternoon."],
      es: ["Agenda", "Ponencias por la mañana, demostraciones por la tarde."],
    },
    (language) => [
      {
        __typename: "AccordionModule",
        id: "na-events-days",
        items: inLanguage(
          {
            en: [
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
            es: [
              {
                title: "Martes: automatización",
                html: "<p>Líneas de engaste y sellado totalmente automatizadas.</p>",
              },
              {
                title: "Miércoles: pruebas",
                html: "<p>Pruebas eléctricas con Cirris y Adaptronic.</p>",
              },
              {
                title: "Jueves: la planta conectada",
                html: "<p>WIRE Flow en una planta de arneses en Chihuahua.</p>",
              },
            ],
          },
          language,
        ),
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
    (language) => [
      {
        __typename: "QuoteModule",
        id: "schaltschrankbau-quote",
        author: "Stefan Huber",
        // As in his story (stories.ts, story-cabinet-wiring).
        ...inLanguage(
          {
            de: {
              text: "Unsere Elektriker verdrahten jetzt, statt Leitungen zu suchen.",
              role: "Produktionsleiter, Huber Schaltanlagen",
            },
            en: {
              text: "Our electricians now spend their time on wiring, not on searching for wires.",
              role: "Production manager, Huber Schaltanlagen",
            },
          },
          language,
        ),
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
    (language) => [
      {
        __typename: "TeaserGridModule",
        id: "academy-course-grid",
        columns: 3,
        // Each course's card in the page's language, with the course page's title and duration.
        items: ACADEMY_COURSES.map((course) => {
          const c = language === "fr" ? course.fr : course.en;
          return {
            id: course.teaserId,
            title: c.copy[0],
            text: c.days,
            href: `/courses/${course.slug}`,
            kind: "product" as const,
          };
        }),
      },
    ],
  ),
  ...ACADEMY_COURSES.map((course) =>
    page(
      "site-academy",
      `page-academy-course-${course.slug}`,
      course.slug,
      { en: course.en.copy, fr: course.fr.copy },
      (language) => {
        const c = language === "fr" ? course.fr : course.en;
        const labels = COURSE_LABELS[language === "fr" ? "fr" : "en"];
        return [
          {
            __typename: "KeyFactsModule",
            id: `academy-course-${course.slug}-facts`,
            facts: [
              { value: c.days, label: labels.days },
              { value: String(course.seats), label: labels.seats },
              { value: c.where, label: labels.where },
            ],
          },
          { __typename: "RichTextModule", id: `academy-course-${course.slug}-body`, html: c.html },
        ];
      },
      "courses",
    ),
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
    (language) => [
      {
        __typename: "DownloadsModule",
        id: "investors-reports-downloads",
        title: inLanguage(REPORT_DOWNLOADS, language).report,
        items: [
          {
            title: inLanguage(REPORT_DOWNLOADS, language).report,
            href: "/file/annual-report-2025",
            size: 12_480_112,
            extension: "pdf",
            thumbnail: image("doc-annual-report", ALT_TEXTS.annualReport, 128, 180),
          },
          {
            title: inLanguage(REPORT_DOWNLOADS, language).figures,
            href: "/file/key-figures-2025",
            size: 1_760,
            extension: "pdf",
          },
        ],
      },
    ],
  ),
];
