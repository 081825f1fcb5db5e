/**
 * Seed content of the content service: the sites and their pages, written
 * like the group's real site. Later issues grow this list.
 */
export const seedSites = [
  {
    id: "site-main",
    name: "WIRE Group",
    slug: null,
    internationalOnly: false,
    enableCutFont: false,
    theme: "Default",
    domains: [{ host: "localhost" }, { host: "127.0.0.1" }],
  },
];

interface SeedPage {
  id: string;
  siteId: string;
  slug: string;
  theme: string;
  localizations: Record<string, { title: string; modules: unknown[] }>;
}

export const seedPages: SeedPage[] = [
  {
    id: "page-home",
    siteId: "site-main",
    slug: "home",
    theme: "Default",
    localizations: {
      en: {
        title: "Wire processing for every harness",
        modules: [
          {
            __typename: "HeroModule",
            id: "home-hero",
            overline: "Wire processing solutions",
            title: "Wire processing for every harness",
            text: "Cutting, stripping, crimping and testing machines that keep cable harness production running around the clock.",
          },
          {
            __typename: "RichTextModule",
            id: "home-intro",
            html: "<p>From a single semi-automatic crimping press to a fully automated harness line, our machines process more than <strong>ten billion wire ends</strong> every year. Engineers in over 60 countries rely on our service teams for commissioning, training and spare parts.</p>",
          },
        ],
      },
      de: {
        title: "Kabelverarbeitung für jeden Kabelbaum",
        modules: [
          {
            __typename: "HeroModule",
            id: "home-hero",
            overline: "Lösungen für die Kabelverarbeitung",
            title: "Kabelverarbeitung für jeden Kabelbaum",
            text: "Schneide-, Abisolier-, Crimp- und Prüfmaschinen, die die Kabelbaumfertigung rund um die Uhr am Laufen halten.",
          },
          {
            __typename: "RichTextModule",
            id: "home-intro",
            html: "<p>Von der halbautomatischen Crimppresse bis zur vollautomatischen Kabelbaumlinie verarbeiten unsere Maschinen jedes Jahr mehr als <strong>zehn Milliarden Leitungsenden</strong>. Ingenieure in über 60 Ländern verlassen sich bei Inbetriebnahme, Schulung und Ersatzteilen auf unsere Serviceteams.</p>",
          },
        ],
      },
    },
  },
];

export const seedProducts = [
  {
    slug: "gamma-263",
    brand: "WIRE",
    localizations: {
      en: {
        name: "Gamma 263",
        shortDescription:
          "Fully automatic crimping machine for double crimps and seals on both wire ends.",
      },
      de: {
        name: "Gamma 263",
        shortDescription:
          "Vollautomatische Crimpmaschine für Doppelanschläge und Tüllen an beiden Leitungsenden.",
      },
    },
  },
];
