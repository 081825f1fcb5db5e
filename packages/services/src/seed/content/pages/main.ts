import { ALT_TEXTS } from "../altTexts";
import { crimpWhitepaperCopy, formModule, serviceRequestCopy, supportRequestCopy } from "../forms";
import { seedLocations } from "../locations";
import {
  image,
  inLanguage,
  localize,
  type SeedLocalization,
  type SeedModule,
  type SeedPage,
} from "../types";

/** A page whose copy is a hero plus an HTML body per language, with shared extra modules. */
function simplePage(
  page: Omit<SeedPage, "localizations">,
  copy: { en: [string, string, string] } & Record<string, [string, string, string]>,
  extra: (language: string) => SeedModule[] = () => [],
): SeedPage {
  return {
    ...page,
    localizations: localize(
      copy,
      ([title, lead, html], language): SeedLocalization => ({
        title,
        description: lead,
        modules: [
          { __typename: "HeroModule", id: `${page.id}-hero`, title, text: lead, actions: [] },
          { __typename: "RichTextModule", id: `${page.id}-body`, html },
          ...extra(language),
        ],
      }),
    ),
  };
}

const main = { siteId: "site-main" } as const;

/** The services page's hotline call to action, in the languages of that page. */
const SERVICE_HOTLINE: { en: HotlineCopy } & Record<string, HotlineCopy> = {
  en: {
    title: "Service hotline",
    text: "+41 41 555 01 00, Monday to Friday 7:00–19:00 CET",
    ticket: "Open a service ticket",
    contact: "Contact",
  },
  de: {
    title: "Service-Hotline",
    text: "+41 41 555 01 00, Montag bis Freitag 7:00–19:00 MEZ",
    ticket: "Serviceticket eröffnen",
    contact: "Kontakt",
  },
  fr: {
    title: "Hotline de service",
    text: "+41 41 555 01 00, du lundi au vendredi de 7h00 à 19h00 HEC",
    ticket: "Ouvrir un ticket de service",
    contact: "Contact",
  },
  es: {
    title: "Línea directa de servicio",
    text: "+41 41 555 01 00, de lunes a viernes de 7:00 a 19:00 CET",
    ticket: "Abrir un ticket de servicio",
    contact: "Contacto",
  },
  zh: {
    title: "服务热线",
    text: "+41 41 555 01 00，周一至周五 7:00–19:00（欧洲中部时间）",
    ticket: "提交服务工单",
    contact: "联系我们",
  },
};
interface HotlineCopy {
  title: string;
  text: string;
  ticket: string;
  contact: string;
}

/** The spare parts page's catalogues, named as the documents name themselves (seedDocuments.ts). */
const SPARE_PARTS_DOWNLOADS = {
  en: {
    title: "Catalogues",
    wearParts: "Wear parts catalogue 2026",
    blades: "Blade selection guide",
  },
  de: {
    title: "Kataloge",
    wearParts: "Verschleissteilkatalog 2026",
    blades: "Messer-Auswahlhilfe",
  },
};

/**
 * The annual report's downloads (here and on the investors site's reports page), named as the
 * documents name themselves (seedDocuments.ts).
 */
export const REPORT_DOWNLOADS = {
  en: { report: "Annual report 2025", figures: "Key figures 2025" },
  de: { report: "Geschäftsbericht 2025", figures: "Kennzahlen 2025" },
};

/** Content and system pages of the main site. */
export const mainPages: SeedPage[] = [
  simplePage(
    { ...main, id: "page-services", slug: "services", pageType: "Overview" },
    {
      en: [
        "Services",
        "Keeping your machines productive for their whole life.",
        "<p>Commissioning, maintenance, spare parts and training from one partner, close to your plant.</p>",
      ],
      de: [
        "Service",
        "Damit Ihre Maschinen ein Leben lang produktiv bleiben.",
        "<p>Inbetriebnahme, Wartung, Ersatzteile und Schulung von einem Partner, nahe bei Ihrem Werk.</p>",
      ],
      fr: [
        "Services",
        "Des machines productives pendant toute leur vie.",
        "<p>Mise en service, maintenance, pièces de rechange et formation auprès d'un seul partenaire.</p>",
      ],
      es: [
        "Servicios",
        "Sus máquinas productivas durante toda su vida útil.",
        "<p>Puesta en marcha, mantenimiento, repuestos y formación de un solo socio, cerca de su planta.</p>",
      ],
      zh: [
        "服务",
        "让您的设备在整个生命周期内保持高效。",
        "<p>调试、维护、备件和培训，一站式服务，就在您的工厂附近。</p>",
      ],
    },
    (language) => {
      const hotline = inLanguage(SERVICE_HOTLINE, language);
      return [
        {
          __typename: "CallToActionModule",
          id: "services-cta",
          title: hotline.title,
          text: hotline.text,
          actions: [
            { text: hotline.ticket, href: "/portal/tickets/newticket" },
            { text: hotline.contact, href: "/contact" },
          ],
        },
        formModule(serviceRequestCopy, language, {
          id: "services-service-request",
          form: "SERVICE_REQUEST",
        }),
      ];
    },
  ),
  simplePage(
    {
      ...main,
      id: "page-maintenance",
      slug: "maintenance",
      parentSlug: "services",
      injection: "maintenance",
    },
    {
      en: [
        "Maintenance and repair",
        "Planned maintenance keeps crimp quality constant.",
        "<p>Our technicians calibrate crimp force monitors, replace wear parts and document every visit in your customer portal.</p>",
      ],
      de: [
        "Wartung und Reparatur",
        "Geplante Wartung hält die Crimpqualität konstant.",
        "<p>Unsere Techniker kalibrieren Crimpkraftüberwachungen, ersetzen Verschleissteile und dokumentieren jeden Einsatz in Ihrem Kundenportal.</p>",
      ],
    },
    (language) => [
      {
        __typename: "AccordionModule",
        id: "maintenance-contracts",
        items:
          language === "de"
            ? [
                { title: "Basic", html: "<p>Jährliche Inspektion und Kalibrierung.</p>" },
                {
                  title: "Plus",
                  html: "<p>Zwei Inspektionen, Priority-Hotline, 10 % auf Ersatzteile.</p>",
                },
                {
                  title: "Premium",
                  html: "<p>Vier Inspektionen, Techniker innerhalb von 24 Stunden vor Ort, Verschleissteile inklusive.</p>",
                },
              ]
            : [
                { title: "Basic", html: "<p>Yearly inspection and calibration.</p>" },
                {
                  title: "Plus",
                  html: "<p>Two inspections, priority hotline, 10% off spare parts.</p>",
                },
                {
                  title: "Premium",
                  html: "<p>Four inspections, a technician on site within 24 hours, wear parts included.</p>",
                },
              ],
      },
    ],
  ),
  simplePage(
    {
      ...main,
      id: "page-spare-parts",
      slug: "spare-parts",
      parentSlug: "services",
      injection: "spare-parts",
    },
    {
      en: [
        "Spare and wear parts",
        "Original parts, shipped the same day.",
        "<p>Blades, grippers and crimp tooling ordered before 3 pm leave our warehouse the same day.</p>",
      ],
      de: [
        "Ersatz- und Verschleissteile",
        "Originalteile, noch am selben Tag versandt.",
        "<p>Messer, Greifer und Crimpwerkzeuge, die vor 15 Uhr bestellt werden, verlassen unser Lager am selben Tag.</p>",
      ],
    },
    (language) => [
      {
        __typename: "DownloadsModule",
        id: "spare-parts-downloads",
        title: inLanguage(SPARE_PARTS_DOWNLOADS, language).title,
        items: [
          {
            title: inLanguage(SPARE_PARTS_DOWNLOADS, language).wearParts,
            href: "/file/wear-parts-catalogue-2026",
            size: 4_812_331,
            extension: "pdf",
            thumbnail: image("doc-wear-parts", ALT_TEXTS.wearParts, 128, 180),
          },
          {
            title: inLanguage(SPARE_PARTS_DOWNLOADS, language).blades,
            href: "/file/blade-selection-guide",
            size: 1_204_118,
            extension: "pdf",
            thumbnail: image("doc-blades", ALT_TEXTS.bladeGuide, 128, 180),
          },
        ],
      },
    ],
  ),
  simplePage(
    {
      ...main,
      id: "page-training",
      slug: "training",
      parentSlug: "services",
      injection: "training",
    },
    {
      en: [
        "Training",
        "Courses for operators, setters and maintenance staff.",
        "<p>Learn machine setup, crimp quality and preventive maintenance at our training centres in Switzerland, Romania, Mexico and China, or at your plant.</p>",
      ],
      de: [
        "Schulung",
        "Kurse für Bediener, Einrichter und Instandhaltung.",
        "<p>Lernen Sie Einrichten, Crimpqualität und vorbeugende Wartung in unseren Schulungszentren in der Schweiz, in Rumänien, Mexiko und China oder in Ihrem Werk.</p>",
      ],
    },
    (language) => [
      {
        __typename: "VideoModule",
        id: "training-video",
        url: "https://www.youtube.com/watch?v=wire-training-demo",
        thumbnail: image("training-video", ALT_TEXTS.setter, 1180, 664),
        title: inLanguage(
          { en: "Inside a setup course", de: "Einblick in einen Einrichtkurs" },
          language,
        ),
      },
    ],
  ),
  {
    ...main,
    id: "page-glossary",
    slug: "harness-glossary",
    parentSlug: "services",
    // Only in English: other languages see the language banner (isLanguageUnavailable).
    localizations: {
      en: {
        title: "Harness glossary",
        description: "The terms of wire processing, explained.",
        modules: [
          {
            __typename: "HeroModule",
            id: "glossary-hero",
            title: "Harness glossary",
            text: "The terms of wire processing, explained.",
            actions: [],
          },
          {
            __typename: "AccordionModule",
            id: "glossary-terms",
            items: [
              {
                title: "Crimp height",
                html: "<p>The height of the finished crimp, measured across the wire barrel. The most important single measure of crimp quality.</p>",
              },
              {
                title: "Pull-off force",
                html: "<p>The force needed to pull the wire out of the crimped terminal; minimum values depend on the cross-section.</p>",
              },
              {
                title: "Seal",
                html: "<p>A single-wire seal that keeps water out of a connector; it is placed before the terminal is crimped.</p>",
              },
              {
                title: "Twisted pair",
                html: "<p>Two wires twisted together to reduce electromagnetic interference, e.g. for CAN bus lines.</p>",
              },
            ],
          },
        ],
      },
    },
  },
  {
    ...main,
    id: "page-smart-factory",
    slug: "smart-factory",
    pageType: "Overview",
    localizations: localize(
      {
        en: [
          "Smart Factory",
          "Connected machines, transparent production.",
          "Smart factory overview",
        ],
        de: [
          "Smart Factory",
          "Vernetzte Maschinen, transparente Produktion.",
          "Smart-Factory-Überblick",
        ],
        fr: [
          "Smart Factory",
          "Machines connectées, production transparente.",
          "Aperçu Smart Factory",
        ],
        es: [
          "Smart Factory",
          "Máquinas conectadas, producción transparente.",
          "Resumen Smart Factory",
        ],
        zh: ["智能工厂", "互联设备，透明生产。", "智能工厂概览"],
      },
      ([title = "", lead = "", video = ""], language) => ({
        title,
        description: lead,
        modules: [
          {
            __typename: "HeroModule",
            id: "smart-factory-hero",
            overline: "WIRE Flow",
            title,
            text: lead,
            image: image("smart-factory", ALT_TEXTS.dashboard, 1200, 675),
            actions: [{ text: "WIRE Flow", href: "/smart-factory/wire-flow" }],
          },
          {
            __typename: "VideoModule",
            id: "smart-factory-video",
            url: "https://www.youtube.com/watch?v=wire-smart-factory",
            thumbnail: image("smart-factory-video", video, 1180, 664),
            title: video,
          },
          formModule(crimpWhitepaperCopy, language, {
            id: "smart-factory-whitepaper",
            form: "WHITEPAPER",
            document: "/file/whitepaper-crimp-quality",
          }),
        ],
      }),
    ),
  },
  {
    ...main,
    id: "page-wire-flow",
    slug: "wire-flow",
    parentSlug: "smart-factory",
    injection: "wire-flow",
    localizations: localize(
      {
        en: {
          title: "WIRE Flow",
          lead: "Production planning and machine data for the harness plant.",
          html: "<p>WIRE Flow sends job lists to every machine, collects quality data per wire end and shows the state of the line on one screen.</p>",
          caption: "WIRE Flow line overview",
        },
        de: {
          title: "WIRE Flow",
          lead: "Produktionsplanung und Maschinendaten für das Kabelbaumwerk.",
          html: "<p>WIRE Flow schickt Auftragslisten an jede Maschine, sammelt Qualitätsdaten pro Leitungsende und zeigt den Zustand der Linie auf einem Bildschirm.</p>",
          caption: "WIRE Flow Linienübersicht",
        },
      },
      (c) => ({
        title: c.title,
        description: c.lead,
        modules: [
          {
            __typename: "TextWithImageModule",
            id: "wire-flow-intro",
            title: c.title,
            html: c.html,
            image: image("wire-flow-screen", c.caption, 960, 540),
            imagePosition: "right",
          },
          {
            __typename: "ImageModule",
            id: "wire-flow-dashboard",
            image: image("wire-flow-dashboard", c.caption, 960, 540),
            preset: "AsideVideo",
            caption: c.caption,
          },
        ],
      }),
    ),
  },
  {
    ...main,
    id: "page-company",
    slug: "company",
    pageType: "Overview",
    localizations: localize(
      {
        en: {
          title: "Company",
          lead: "A Swiss group of wire-processing specialists since 1975.",
          facts: ["founded", "brands", "production sites"],
          news: "Latest news",
          results: "Annual results 2025",
          feed: "News",
          more: "All media releases",
        },
        de: {
          title: "Unternehmen",
          lead: "Eine Schweizer Gruppe von Spezialisten für die Kabelverarbeitung seit 1975.",
          facts: ["gegründet", "Marken", "Produktionsstandorte"],
          news: "Aktuelles",
          results: "Jahresergebnis 2025",
          feed: "News",
          more: "Alle Medienmitteilungen",
        },
        fr: {
          title: "Entreprise",
          lead: "Un groupe suisse de spécialistes du traitement des fils depuis 1975.",
          facts: ["fondation", "marques", "sites de production"],
          news: "Actualités",
          results: "Résultats annuels 2025",
          feed: "Actualités",
          more: "Tous les communiqués",
        },
        es: {
          title: "Empresa",
          lead: "Un grupo suizo de especialistas en procesado de cables desde 1975.",
          facts: ["fundación", "marcas", "plantas de producción"],
          news: "Noticias",
          results: "Resultados anuales 2025",
          feed: "Noticias",
          more: "Todas las notas de prensa",
        },
        zh: {
          title: "公司",
          lead: "自 1975 年以来的瑞士线缆加工专家集团。",
          facts: ["成立", "品牌", "生产基地"],
          news: "最新消息",
          results: "2025 年度业绩",
          feed: "新闻",
          more: "全部新闻稿",
        },
      },
      (c) => ({
        title: c.title,
        description: c.lead,
        modules: [
          {
            __typename: "HeroModule",
            id: "company-hero",
            title: c.title,
            text: c.lead,
            image: image("company-headquarters", ALT_TEXTS.headquarters, 1200, 675),
            actions: [],
          },
          {
            __typename: "KeyFactsModule",
            id: "company-facts",
            facts: [
              { value: "1975", label: c.facts[0]! },
              { value: "5", label: c.facts[1]! },
              { value: "14", label: c.facts[2]! },
            ],
          },
          {
            __typename: "TeaserGridModule",
            id: "company-news",
            title: c.news,
            columns: 2,
            items: [
              {
                id: "company-news-results",
                overline: "2026-03-24",
                title: c.results,
                href: "/media-releases/annual-results-2025",
                kind: "mediaRelease",
              },
              {
                id: "company-news-feed",
                overline: c.feed,
                title: c.more,
                href: "action:open-news-feed-panel",
                kind: "news",
              },
            ],
          },
        ],
      }),
    ),
  },
  {
    ...main,
    id: "page-about",
    slug: "about",
    parentSlug: "company",
    localizations: localize(
      {
        en: {
          title: "About us",
          html: "<p>The WIRE Group develops and builds machines for processing wire and assembling cable harnesses. Our brands Adaptronic, Cirris, Diit and Hosver cover testing, ultrasonic welding and marking.</p>",
          quote: "We build machines that our customers can run for twenty years.",
          role: "CEO, WIRE Group",
          gallery: "Production in Switzerland",
        },
        de: {
          title: "Über uns",
          html: "<p>Die WIRE Group entwickelt und baut Maschinen für die Kabelverarbeitung und die Kabelbaummontage. Unsere Marken Adaptronic, Cirris, Diit und Hosver decken Prüfung, Ultraschallschweissen und Markierung ab.</p>",
          quote: "Wir bauen Maschinen, die unsere Kunden zwanzig Jahre lang betreiben können.",
          role: "CEO, WIRE Group",
          gallery: "Produktion in der Schweiz",
        },
      },
      (c) => ({
        title: c.title,
        modules: [
          {
            __typename: "TextWithImageModule",
            id: "about-intro",
            title: c.title,
            html: c.html,
            image: image("about-plant", c.gallery, 960, 960),
            imagePosition: "left",
          },
          {
            __typename: "QuoteModule",
            id: "about-quote",
            text: c.quote,
            author: "Dr. Claudia Meier",
            role: c.role,
            portrait: image("portrait-claudia-meier", "Dr. Claudia Meier", 80, 80),
          },
          {
            __typename: "GalleryModule",
            id: "about-gallery",
            images: [1, 2, 3, 4].map((n) => image(`plant-${n}`, `${c.gallery} ${n}`, 540, 360)),
          },
        ],
      }),
    ),
    // An unpublished edit: DRAFT shows the new title, PUBLISHED keeps the old one.
    draftLocalizations: {
      en: {
        title: "About the WIRE Group",
        modules: [
          {
            __typename: "RichTextModule",
            id: "about-draft",
            html: "<p>Draft: new company portrait, waiting for approval.</p>",
          },
        ],
      },
    },
  },
  simplePage(
    { ...main, id: "page-sustainability", slug: "sustainability", parentSlug: "company" },
    {
      en: [
        "Sustainability",
        "Less energy and material per wire end, every year.",
        "<p>Since 2020 we have cut the energy use per processed wire end by a third. Our sustainability report follows the GRI standards.</p>",
      ],
      de: [
        "Nachhaltigkeit",
        "Jedes Jahr weniger Energie und Material pro Leitungsende.",
        "<p>Seit 2020 haben wir den Energieverbrauch pro verarbeitetem Leitungsende um einen Drittel gesenkt. Unser Nachhaltigkeitsbericht folgt den GRI-Standards.</p>",
      ],
      fr: [
        "Durabilité",
        "Moins d'énergie et de matière par extrémité de fil, chaque année.",
        "<p>Depuis 2020, nous avons réduit d'un tiers la consommation d'énergie par extrémité de fil traitée.</p>",
      ],
    },
    (language) => [
      {
        __typename: "ImageModule",
        id: "sustainability-roof",
        image: image("solar-roof", ALT_TEXTS.solarRoof, 1180, 500),
        preset: "Stretched",
        caption: inLanguage(
          {
            en: "1.2 MW of solar panels on the plant roof",
            de: "Solaranlage mit 1,2 MW auf dem Werksdach",
            fr: "1,2 MW de panneaux solaires sur le toit de l'usine",
          },
          language,
        ),
      },
    ],
  ),
  simplePage(
    { ...main, id: "page-careers", slug: "careers", parentSlug: "company" },
    {
      en: [
        "Careers",
        "Build the machines behind every car, train and plane.",
        "<p>We are looking for mechatronics engineers, software developers and service technicians in 14 countries.</p>",
      ],
      de: [
        "Karriere",
        "Bauen Sie die Maschinen hinter jedem Auto, Zug und Flugzeug.",
        "<p>Wir suchen Mechatronikerinnen, Softwareentwickler und Servicetechnikerinnen in 14 Ländern.</p>",
      ],
    },
    (language) => [
      {
        __typename: "AccordionModule",
        id: "careers-faq",
        items: [
          {
            title: language === "de" ? "Lehrstellen" : "Apprenticeships",
            html:
              language === "de"
                ? "<p>Wir bilden jedes Jahr 40 Lernende in Polymechanik, Automatik und Informatik aus.</p>"
                : "<p>Every year 40 apprentices start in polymechanics, automation and IT.</p>",
          },
          {
            title: language === "de" ? "Bewerbung" : "How to apply",
            html:
              language === "de"
                ? "<p>Bewerben Sie sich online; wir antworten innerhalb von zwei Wochen.</p>"
                : "<p>Apply online; we answer within two weeks.</p>",
          },
        ],
      },
      {
        __typename: "CallToActionModule",
        id: "careers-cta",
        title: language === "de" ? "Offene Stellen" : "Open positions",
        actions: [
          {
            text: language === "de" ? "Zu den Stellen" : "See all jobs",
            href: "https://careers.wire-group.example/jobs",
          },
        ],
      },
    ],
  ),
  simplePage(
    { ...main, id: "page-locations", slug: "locations", parentSlug: "company" },
    {
      en: [
        "Contacts and locations",
        "Sales and service close to your plant.",
        "<p>Headquarters in Dierikon, Switzerland; production in Switzerland, Germany, Romania, Mexico and China; service in over 60 countries.</p>",
      ],
      de: [
        "Kontakte und Standorte",
        "Vertrieb und Service nahe bei Ihrem Werk.",
        "<p>Hauptsitz in Dierikon, Schweiz; Produktion in der Schweiz, in Deutschland, Rumänien, Mexiko und China; Service in über 60 Ländern.</p>",
      ],
    },
    (language) => [
      {
        __typename: "LocationsModule",
        id: "locations-list",
        title: language === "de" ? "Vertrieb und Service weltweit" : "Sales and service worldwide",
        locations: seedLocations,
      },
      {
        __typename: "GalleryModule",
        id: "locations-gallery",
        images: [
          image("location-dierikon", ALT_TEXTS.plantDierikon, 540, 360),
          image("location-timisoara", ALT_TEXTS.plantTimisoara, 540, 360),
          image("location-queretaro", ALT_TEXTS.plantQueretaro, 540, 360),
          image("location-suzhou", ALT_TEXTS.plantSuzhou, 540, 360),
        ],
      },
    ],
  ),
  {
    ...main,
    id: "page-contact",
    slug: "contact",
    localizations: localize(
      {
        en: [
          "Contact",
          "Talk to an expert. We answer within 24 hours.",
          "Sales Switzerland",
          "Service North America",
          "Media",
        ],
        de: [
          "Kontakt",
          "Sprechen Sie mit einem Experten. Wir antworten innerhalb von 24 Stunden.",
          "Vertrieb Schweiz",
          "Service Nordamerika",
          "Medien",
        ],
        fr: [
          "Contact",
          "Parlez à un expert. Nous répondons sous 24 heures.",
          "Ventes Suisse",
          "Service Amérique du Nord",
          "Médias",
        ],
        es: [
          "Contacto",
          "Hable con un experto. Respondemos en 24 horas.",
          "Ventas Suiza",
          "Servicio Norteamérica",
          "Prensa",
        ],
        zh: ["联系我们", "咨询专家，我们将在 24 小时内答复。", "瑞士销售", "北美服务", "媒体"],
      },
      ([title = "", lead = "", sales = "", service = "", media = ""], language) => ({
        title,
        description: lead,
        modules: [
          { __typename: "HeroModule", id: "contact-hero", title, text: lead, actions: [] },
          {
            __typename: "ContactTeaserModule",
            id: "contact-sales",
            name: "Marco Steiner",
            role: sales,
            email: "sales.ch@wire-group.example",
            phone: "+41 41 555 01 10",
            image: image("contact-marco-steiner", "Marco Steiner", 80, 80),
          },
          {
            __typename: "TeaserGridModule",
            id: "contact-people",
            columns: 2,
            items: [
              {
                id: "contact-na",
                overline: service,
                title: "Carlos Ruiz",
                text: "+1 248 555 0142",
                href: "mailto:service.na@wire-group.example",
                image: image("contact-carlos-ruiz", "Carlos Ruiz", 80, 80),
                kind: "contact",
              },
              {
                id: "contact-media",
                overline: media,
                title: "Sabine Roth",
                text: "+41 41 555 01 20",
                href: "mailto:media@wire-group.example",
                image: image("contact-sabine-roth", "Sabine Roth", 80, 80),
                kind: "contact",
              },
            ],
          },
          formModule(supportRequestCopy, language, {
            id: "contact-support-request",
            form: "SUPPORT",
          }),
        ],
      }),
    ),
  },
  {
    ...main,
    id: "page-stories",
    slug: "stories",
    pageType: "StoriesOverview",
    localizations: localize(
      {
        en: [
          "Stories",
          "Customers, technology and the people behind our machines.",
          "Featured",
          "A test lab for harness fixtures in Porto",
          "Product",
          "Fully automatic crimping machine",
        ],
        de: [
          "Stories",
          "Kunden, Technologie und die Menschen hinter unseren Maschinen.",
          "Empfohlen",
          "Ein Prüflabor für Kabelbaumadapter in Porto",
          "Produkt",
          "Vollautomatische Crimpmaschine",
        ],
        fr: [
          "Histoires",
          "Clients, technologie et les personnes derrière nos machines.",
          "À la une",
          "Un laboratoire d'essai pour adaptateurs de faisceaux à Porto",
          "Produit",
          "Machine de sertissage entièrement automatique",
        ],
      },
      ([title = "", lead = "", featured = "", porto = "", product = "", gamma = ""]) => ({
        title,
        description: lead,
        modules: [
          { __typename: "HeroModule", id: "stories-hero", title, text: lead, actions: [] },
          {
            __typename: "TeaserGridModule",
            id: "stories-featured",
            title: featured,
            columns: 2,
            items: [
              {
                id: "featured-porto",
                overline: "Adaptronic",
                title: porto,
                href: "/stories/adaptronic-test-lab-porto",
                image: image("story-porto-lab", ALT_TEXTS.adaptronicLab, 768, 432),
                kind: "story",
              },
              {
                id: "featured-gamma",
                overline: product,
                title: "Gamma 263",
                text: gamma,
                href: "/products/crimping/gamma-263",
                image: image("gamma-263", "Gamma 263", 768, 432),
                kind: "product",
              },
            ],
          },
        ],
      }),
    ),
  },
  {
    ...main,
    id: "page-media-releases",
    slug: "media-releases",
    pageType: "MediaReleasesOverview",
    localizations: localize(
      {
        en: ["Media releases", "News and announcements of the WIRE Group.", "Press contact"],
        de: ["Medienmitteilungen", "Neuigkeiten und Mitteilungen der WIRE Group.", "Medienkontakt"],
        fr: ["Communiqués de presse", "Actualités et annonces du groupe WIRE.", "Contact presse"],
      },
      ([title = "", lead = "", press = ""]) => ({
        title,
        description: lead,
        modules: [
          { __typename: "HeroModule", id: "media-releases-hero", title, text: lead, actions: [] },
          {
            __typename: "ContactTeaserModule",
            id: "media-releases-contact",
            name: "Sabine Roth",
            role: press,
            email: "media@wire-group.example",
            phone: "+41 41 555 01 20",
            image: image("contact-sabine-roth", "Sabine Roth", 80, 80),
          },
        ],
      }),
    ),
  },
  {
    ...main,
    id: "page-error",
    slug: "error",
    pageType: "Error",
    localizations: localize(
      {
        en: [
          "Sorry, something went wrong",
          "<p>We are working on it. Please try again in a few minutes.</p>",
        ],
        de: [
          "Entschuldigung, etwas ist schiefgelaufen",
          "<p>Wir arbeiten daran. Bitte versuchen Sie es in ein paar Minuten erneut.</p>",
        ],
        fr: [
          "Désolé, une erreur s'est produite",
          "<p>Nous y travaillons. Veuillez réessayer dans quelques minutes.</p>",
        ],
      },
      ([title = "", html = ""]) => ({
        title,
        modules: [{ __typename: "RichTextModule", id: "error-body", html }],
      }),
    ),
  },
  simplePage(
    {
      ...main,
      id: "page-annual-report",
      slug: "annual-report",
      parentSlug: "company",
      mainSiteOnly: true,
    },
    {
      en: [
        "Annual report 2025",
        "Order intake up 8.4 percent, a higher dividend.",
        "<p>The annual report, financial statements and the compensation report as PDF.</p>",
      ],
      de: [
        "Geschäftsbericht 2025",
        "Auftragseingang plus 8,4 Prozent, höhere Dividende.",
        "<p>Der Geschäftsbericht, die Jahresrechnung und der Vergütungsbericht als PDF.</p>",
      ],
    },
    (language) => [
      {
        __typename: "DownloadsModule",
        id: "annual-report-downloads",
        title: "Downloads",
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
  simplePage(
    {
      ...main,
      id: "page-partner-area",
      slug: "partner-area",
      parentSlug: "company",
      protection: "CIAM_ROLE",
    },
    {
      en: [
        "Partner area",
        "Price lists and sales material for distribution partners.",
        "<p>Signed-in partners find current price lists, tender texts and demo videos here.</p>",
      ],
      de: [
        "Partnerbereich",
        "Preislisten und Verkaufsunterlagen für Vertriebspartner.",
        "<p>Angemeldete Partner finden hier aktuelle Preislisten, Ausschreibungstexte und Demovideos.</p>",
      ],
    },
  ),
  simplePage(
    {
      ...main,
      id: "page-product-preview",
      slug: "product-preview",
      parentSlug: "products",
      protection: "PASSWORD",
      mainSiteOnly: true,
    },
    {
      en: [
        "Preview: the next crimping generation",
        "Confidential until launch.",
        "<p>A first look at the successor of the Gamma series, for selected customers.</p>",
      ],
      de: [
        "Vorschau: die nächste Crimpgeneration",
        "Vertraulich bis zur Lancierung.",
        "<p>Ein erster Blick auf den Nachfolger der Gamma-Serie, für ausgewählte Kunden.</p>",
      ],
    },
  ),
  {
    ...simplePage(
      { ...main, id: "page-trade-fairs", slug: "trade-fairs-2026", parentSlug: "company" },
      {
        en: [
          "Trade fairs 2026",
          "Where to meet us this year.",
          "<p>electronica India, The Battery Show Europe, and the North America Harness Days.</p>",
        ],
        de: [
          "Messen 2026",
          "Wo Sie uns dieses Jahr treffen.",
          "<p>electronica India, The Battery Show Europe und die North America Harness Days.</p>",
        ],
      },
    ),
    // Not yet published: exists only in DRAFT.
    stages: ["DRAFT"],
  },
  {
    ...main,
    id: "page-search",
    slug: "search",
    kind: "System",
    pageType: "Search",
    localizations: localize(
      { en: ["Search"], de: ["Suche"], fr: ["Recherche"], es: ["Búsqueda"], zh: ["搜索"] },
      ([title = ""]) => ({ title: title!, modules: [] }),
    ),
  },
  {
    ...main,
    id: "page-not-found",
    slug: "page-not-found",
    kind: "System",
    pageType: "NotFound",
    localizations: localize(
      {
        en: [
          "Page not found",
          "<p>The page you are looking for has moved or no longer exists.</p>",
        ],
        de: [
          "Seite nicht gefunden",
          "<p>Die gesuchte Seite wurde verschoben oder existiert nicht mehr.</p>",
        ],
      },
      ([title = "", html = ""]) => ({
        title: title!,
        modules: [{ __typename: "RichTextModule", id: "not-found-body", html: html! }],
      }),
    ),
  },
];
