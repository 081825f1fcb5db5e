/** Capabilities with English and German name and description; images at /assets/images/. */
export const seedCapabilities: {
  id: string;
  slug: string;
  en: [string, string];
  de: [string, string];
}[] = [
  {
    id: "cap-double-crimping",
    slug: "double-crimping",
    en: ["Double crimping", "Two wires in one terminal, crimped in a single stroke."],
    de: ["Doppelanschlag", "Zwei Leitungen in einem Kontakt, in einem Hub gecrimpt."],
  },
  {
    id: "cap-seal-loading",
    slug: "seal-loading",
    en: ["Seal loading", "Single-wire seals placed before crimping for sealed connectors."],
    de: ["Tüllenbestückung", "Einzeladerabdichtungen vor dem Crimpen für dichte Steckverbinder."],
  },
  {
    id: "cap-crimp-force-monitoring",
    slug: "crimp-force-monitoring",
    en: [
      "Crimp force monitoring",
      "Every crimp's force curve compared with its reference; bad parts are cut out.",
    ],
    de: [
      "Crimpkraftüberwachung",
      "Die Kraftkurve jedes Crimps wird mit der Referenz verglichen; Schlechtteile werden ausgeschleust.",
    ],
  },
  {
    id: "cap-twisting",
    slug: "twisting",
    en: ["Twisting", "Wire pairs twisted with defined lay length and open ends."],
    de: ["Verdrillen", "Leitungspaare mit definierter Schlaglänge und offenen Enden verdrillt."],
  },
  {
    id: "cap-inkjet-marking",
    slug: "inkjet-marking",
    en: ["Inkjet marking", "Text, codes and symbols printed on the insulation at line speed."],
    de: [
      "Inkjet-Markierung",
      "Texte, Codes und Symbole bei voller Geschwindigkeit auf die Isolation gedruckt.",
    ],
  },
  {
    id: "cap-laser-marking",
    slug: "laser-marking",
    en: ["Laser marking", "Permanent, ink-free UV laser marks on fluoropolymer insulation."],
    de: [
      "Lasermarkierung",
      "Dauerhafte, tintenfreie UV-Lasermarkierung auf Fluorpolymer-Isolationen.",
    ],
  },
  {
    id: "cap-hipot-testing",
    slug: "hipot-testing",
    en: ["Hipot testing", "Insulation tested with high voltage to find hidden damage."],
    de: [
      "Hochspannungsprüfung",
      "Isolation mit Hochspannung geprüft, um verdeckte Schäden zu finden.",
    ],
  },
  {
    id: "cap-shield-processing",
    slug: "shield-processing",
    en: ["Shield processing", "Braided shields cut, folded back and fixed with a support sleeve."],
    de: ["Schirmbearbeitung", "Geflechtschirme geschnitten, umgelegt und mit Stützhülse fixiert."],
  },
  {
    id: "cap-coax-processing",
    slug: "coax-processing",
    en: ["Coax processing", "Multi-step stripping of coaxial and multi-layer cables."],
    de: ["Koax-Verarbeitung", "Mehrstufiges Abisolieren von Koaxial- und Mehrschichtleitungen."],
  },
  {
    id: "cap-tinning",
    slug: "tinning",
    en: ["Tinning", "Stripped strands fluxed and tinned for soldered connections."],
    de: ["Verzinnen", "Abisolierte Litzen fluxen und verzinnen für Lötverbindungen."],
  },
  {
    id: "cap-connectivity",
    slug: "connectivity",
    en: ["Industry 4.0 connectivity", "OPC UA interface for orders, status and quality data."],
    de: [
      "Industrie-4.0-Anbindung",
      "OPC-UA-Schnittstelle für Aufträge, Status und Qualitätsdaten.",
    ],
  },
  {
    id: "cap-remote-support",
    slug: "remote-support",
    en: ["Remote support", "Secure remote access lets our experts help within minutes."],
    de: ["Fernsupport", "Sicherer Fernzugriff: unsere Experten helfen innert Minuten."],
  },
];
