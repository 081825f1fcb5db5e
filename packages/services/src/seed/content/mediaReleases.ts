import { inLanguage, localize, type SeedPage } from "./types";

/** The press contact's role in the languages of the releases. */
const PRESS_CONTACT_ROLE = {
  en: "Head of Corporate Communications",
  de: "Leiterin Unternehmenskommunikation",
  fr: "Responsable de la communication d'entreprise",
  es: "Directora de Comunicación Corporativa",
};

interface ReleaseCopy {
  title: string;
  lead: string;
  body: string;
}

function release(options: {
  id: string;
  slug: string;
  date: string;
  adhoc?: boolean;
  copy: { en: ReleaseCopy } & Record<string, ReleaseCopy>;
}): SeedPage {
  return {
    id: options.id,
    siteId: "site-main",
    slug: options.slug,
    kind: "MediaRelease",
    parentSlug: "media-releases",
    publicationDate: `${options.date}T06:00:00.000Z`,
    adhoc: options.adhoc ?? false,
    localizations: localize(options.copy, (c, language) => ({
      title: c.title,
      description: c.lead,
      leadText: c.lead,
      modules: [
        { __typename: "RichTextModule", id: `${options.id}-body`, html: c.body },
        {
          __typename: "ContactTeaserModule",
          id: `${options.id}-contact`,
          name: "Sabine Roth",
          role: inLanguage(PRESS_CONTACT_ROLE, language),
          email: "media@wire-group.example",
          phone: "+41 41 555 01 20",
          image: {
            url: "/assets/images/contact-sabine-roth.png",
            mimeType: "image/png",
            alternativeText: "Sabine Roth",
            width: 80,
            height: 80,
          },
        },
      ],
    })),
  };
}

/** The group's media releases (spec section 3); ad hoc releases are price-sensitive announcements. */
export const seedMediaReleases: SeedPage[] = [
  release({
    id: "release-annual-results-2025",
    slug: "annual-results-2025",
    date: "2026-03-24",
    adhoc: true,
    copy: {
      en: {
        title: "WIRE Group reports higher order intake for 2025",
        lead: "Order intake rose 8.4 percent to CHF 712 million; the board proposes a dividend of CHF 2.40.",
        body: "<p>All regions contributed to growth, led by the Americas (+14 percent). The EBIT margin improved to 9.1 percent.</p>",
      },
      de: {
        title: "WIRE Group steigert Auftragseingang 2025",
        lead: "Der Auftragseingang stieg um 8,4 Prozent auf CHF 712 Millionen; der Verwaltungsrat beantragt eine Dividende von CHF 2.40.",
        body: "<p>Alle Regionen trugen zum Wachstum bei, angeführt von Amerika (+14 Prozent). Die EBIT-Marge verbesserte sich auf 9,1 Prozent.</p>",
      },
    },
  }),
  release({
    id: "release-hosver",
    slug: "hosver-joins-the-wire-group",
    date: "2026-02-10",
    adhoc: true,
    copy: {
      en: {
        title: "Hosver joins the WIRE Group",
        lead: "The WIRE Group acquires Hosver, the Spanish specialist for wire marking and identification.",
        body: "<p>Hosver employs 140 people in Zaragoza. Its inkjet and laser marking systems will be integrated into WIRE cutting lines.</p>",
      },
      de: {
        title: "Hosver wird Teil der WIRE Group",
        lead: "Die WIRE Group übernimmt Hosver, den spanischen Spezialisten für Leitungsmarkierung und -kennzeichnung.",
        body: "<p>Hosver beschäftigt 140 Mitarbeitende in Saragossa. Seine Tintenstrahl- und Laser-Markiersysteme werden in die WIRE-Schneidlinien integriert.</p>",
      },
      es: {
        title: "Hosver se incorpora al Grupo WIRE",
        lead: "El Grupo WIRE adquiere Hosver, el especialista español en marcado e identificación de cables.",
        body: "<p>Hosver emplea a 140 personas en Zaragoza. Sus sistemas de marcado por inyección de tinta y láser se integrarán en las líneas de corte WIRE.</p>",
      },
    },
  }),
  release({
    id: "release-half-year-2025",
    slug: "half-year-results-2025",
    date: "2025-08-14",
    adhoc: true,
    copy: {
      en: {
        title: "Half-year results 2025: stable margin in a weak market",
        lead: "Net sales of CHF 331 million; service business grows 12 percent.",
        body: "<p>Demand from car makers remained subdued, while service and spare parts compensated for lower machine sales.</p>",
      },
      de: {
        title: "Halbjahresergebnis 2025: stabile Marge in schwachem Markt",
        lead: "Nettoumsatz von CHF 331 Millionen; das Servicegeschäft wächst um 12 Prozent.",
        body: "<p>Die Nachfrage der Automobilhersteller blieb verhalten, während Service und Ersatzteile den tieferen Maschinenumsatz ausglichen.</p>",
      },
    },
  }),
  release({
    id: "release-pune-office",
    slug: "new-regional-office-in-pune",
    date: "2026-03-10",
    copy: {
      en: {
        title: "New regional office in Pune",
        lead: "The WIRE Group bundles sales, service and training for India in one location.",
        body: "<p>The office opens with 35 employees and a demonstration centre for harness processing.</p>",
      },
      de: {
        title: "Neue Niederlassung in Pune",
        lead: "Die WIRE Group bündelt Vertrieb, Service und Schulung für Indien an einem Standort.",
        body: "<p>Die Niederlassung startet mit 35 Mitarbeitenden und einem Demonstrationszentrum für die Kabelbaumverarbeitung.</p>",
      },
    },
  }),
  release({
    id: "release-electronica",
    slug: "wire-at-electronica-2025",
    date: "2025-10-07",
    copy: {
      en: {
        title: "WIRE shows a fully automated harness line at electronica",
        lead: "From the wire drum to the tested harness without manual handling.",
        body: "<p>Visitors can follow a door harness through cutting, crimping, sealing, module assembly and electrical testing.</p>",
      },
      de: {
        title: "WIRE zeigt an der electronica eine vollautomatische Kabelbaumlinie",
        lead: "Von der Leitungstrommel bis zum geprüften Kabelbaum ohne manuelle Handhabung.",
        body: "<p>Besucher verfolgen einen Türkabelbaum durch Schneiden, Crimpen, Abdichten, Modulmontage und elektrische Prüfung.</p>",
      },
    },
  }),
  release({
    id: "release-sustainability-2025",
    slug: "sustainability-report-2025",
    date: "2026-01-27",
    copy: {
      en: {
        title: "Sustainability report 2025: 11 percent less energy per wire end",
        lead: "Machines, plants and logistics all contributed to lower emissions.",
        body: "<p>Servo-driven presses and heat recovery in our Swiss plant cut energy use. All European sites now run on renewable electricity.</p>",
      },
      de: {
        title: "Nachhaltigkeitsbericht 2025: 11 Prozent weniger Energie pro Leitungsende",
        lead: "Maschinen, Werke und Logistik trugen zu tieferen Emissionen bei.",
        body: "<p>Servopressen und Wärmerückgewinnung im Schweizer Werk senkten den Energieverbrauch. Alle europäischen Standorte beziehen jetzt erneuerbaren Strom.</p>",
      },
      fr: {
        title: "Rapport de durabilité 2025 : 11 % d'énergie en moins par extrémité de fil",
        lead: "Machines, usines et logistique ont contribué à réduire les émissions.",
        body: "<p>Les presses servo-entraînées et la récupération de chaleur ont réduit la consommation d'énergie.</p>",
      },
    },
  }),
  release({
    id: "release-ceo",
    slug: "new-ceo-appointed",
    date: "2025-05-20",
    adhoc: true,
    copy: {
      en: {
        title: "Board appoints Dr. Claudia Meier as CEO",
        lead: "Claudia Meier takes over from Peter Frei, who retires after eleven years.",
        body: "<p>Claudia Meier has led the Wire Processing division since 2019 and joined the group in 2008.</p>",
      },
      de: {
        title: "Verwaltungsrat ernennt Dr. Claudia Meier zur CEO",
        lead: "Claudia Meier folgt auf Peter Frei, der nach elf Jahren in den Ruhestand tritt.",
        body: "<p>Claudia Meier leitet seit 2019 die Division Kabelverarbeitung und ist seit 2008 in der Gruppe tätig.</p>",
      },
    },
  }),
];
