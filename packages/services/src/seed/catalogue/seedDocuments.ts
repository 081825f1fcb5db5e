interface DocumentCopy {
  name: string;
  type: string;
  paragraphs: string[];
}

/**
 * Documents the content pages link to through `/file/{slug}` (catalogues, guides, reports,
 * a whitepaper), per language. Links to formats the services cannot draw (zip, pptx, xlsx) stay
 * without a file and answer 404.
 */
export const seedDocuments: {
  slug: string;
  texts: { en: DocumentCopy } & Record<string, DocumentCopy>;
}[] = [
  {
    slug: "wear-parts-catalogue-2026",
    texts: {
      en: {
        name: "Wear parts catalogue 2026",
        type: "Catalogue",
        paragraphs: [
          "Original blades, guide tubes, feed belts, grippers and crimp tooling for all current WIRE machines.",
          "Order by article number in the customer portal. Orders placed before 3 pm leave our warehouse the same day.",
          "Recommended replacement intervals are given per machine; they assume two shifts and standard PVC insulation.",
        ],
      },
      de: {
        name: "Verschleissteilkatalog 2026",
        type: "Katalog",
        paragraphs: [
          "Original-Messer, Führungsrohre, Vorschubriemen, Greifer und Crimpwerkzeuge für alle aktuellen WIRE-Maschinen.",
          "Bestellen Sie per Artikelnummer im Kundenportal. Bestellungen vor 15 Uhr verlassen unser Lager am selben Tag.",
          "Empfohlene Wechselintervalle sind pro Maschine angegeben; sie gelten für zwei Schichten und Standard-PVC-Isolation.",
        ],
      },
    },
  },
  {
    slug: "blade-selection-guide",
    texts: {
      en: {
        name: "Blade selection guide",
        type: "Guide",
        paragraphs: [
          "V-profile blades suit most PVC and PE insulations from 0.13 to 6 mm².",
          "Radius blades leave no marks on the strands of fine wires and are recommended below 0.35 mm².",
          "Form blades are ground for one cable type and give the cleanest cut on multi-layer and coaxial cables.",
        ],
      },
      de: {
        name: "Messer-Auswahlhilfe",
        type: "Leitfaden",
        paragraphs: [
          "V-Profil-Messer eignen sich für die meisten PVC- und PE-Isolationen von 0,13 bis 6 mm².",
          "Radiusmesser hinterlassen keine Spuren auf den Litzen feiner Leitungen und werden unter 0,35 mm² empfohlen.",
          "Formmesser werden für einen Kabeltyp geschliffen und liefern den saubersten Schnitt bei Mehrschicht- und Koaxialkabeln.",
        ],
      },
    },
  },
  {
    slug: "annual-report-2025",
    texts: {
      en: {
        name: "Annual report 2025",
        type: "Report",
        paragraphs: [
          "The WIRE Group grew its order intake in all regions in 2025, led by high-voltage processing for electric vehicles.",
          "Hosver joined the group and adds marking and taping machines to the harness assembly range.",
          "The board proposes an unchanged dividend and confirms the mid-term targets.",
        ],
      },
      de: {
        name: "Geschäftsbericht 2025",
        type: "Bericht",
        paragraphs: [
          "Die WIRE Gruppe steigerte 2025 den Auftragseingang in allen Regionen, angeführt von der Hochvolt-Verarbeitung für Elektrofahrzeuge.",
          "Hosver ist Teil der Gruppe geworden und ergänzt das Kabelbaumsortiment um Markier- und Bandagiermaschinen.",
          "Der Verwaltungsrat beantragt eine unveränderte Dividende und bestätigt die mittelfristigen Ziele.",
        ],
      },
    },
  },
  {
    slug: "wire-logo-package",
    texts: {
      en: {
        name: "WIRE logo package",
        type: "Guide",
        paragraphs: [
          "The package holds the WIRE word mark in blue and in white, as vector and as bitmap, with clear-space rules.",
          "Keep a free zone of one letter height around the mark and never place it on busy photographs.",
        ],
      },
    },
  },
  {
    slug: "wire-presentation-template",
    texts: {
      en: {
        name: "Presentation template",
        type: "Guide",
        paragraphs: [
          "Title slides use the key visual with the word mark at the top left; content slides stay white.",
          "Charts use the brand blue first, then the grey scale; product brands may add their own accent colour.",
        ],
      },
    },
  },
  {
    slug: "key-figures-2025",
    texts: {
      en: {
        name: "Key figures 2025",
        type: "Report",
        paragraphs: [
          "Order intake CHF 712 million (+8.4 %), net sales CHF 688 million, EBIT margin 11.2 %.",
          "Employees at year end: 3,140 in 14 countries; research and development 7.9 % of sales.",
        ],
      },
      de: {
        name: "Kennzahlen 2025",
        type: "Bericht",
        paragraphs: [
          "Auftragseingang CHF 712 Millionen (+8,4 %), Nettoumsatz CHF 688 Millionen, EBIT-Marge 11,2 %.",
          "Mitarbeitende per Jahresende: 3140 in 14 Ländern; Forschung und Entwicklung 7,9 % des Umsatzes.",
        ],
      },
    },
  },
  {
    slug: "wire-brand-guidelines",
    texts: {
      en: {
        name: "Brand guidelines",
        type: "Guide",
        paragraphs: [
          "The WIRE word mark is used in blue on white or in white on blue, never distorted and never in other colours.",
          "Product brands keep their own themes; the group mark appears in the footer of every brand's material.",
        ],
      },
    },
  },
  {
    slug: "whitepaper-crimp-quality",
    texts: {
      en: {
        name: "Whitepaper: crimp quality in harness production",
        type: "Whitepaper",
        paragraphs: [
          "A crimp holds when crimp height, pull-out force and cross-section all lie within the terminal maker's limits.",
          "Crimp force monitoring finds most defects in production; cross-section analysis confirms the process at each setup.",
          "This paper explains how to combine both into a quality plan that passes automotive audits.",
        ],
      },
      de: {
        name: "Whitepaper: Crimpqualität in der Kabelbaumfertigung",
        type: "Whitepaper",
        paragraphs: [
          "Ein Crimp hält, wenn Crimphöhe, Auszugskraft und Schliffbild innerhalb der Grenzen des Kontaktherstellers liegen.",
          "Die Crimpkraftüberwachung findet die meisten Fehler in der Produktion; das Schliffbild bestätigt den Prozess bei jedem Einrichten.",
          "Dieses Papier zeigt, wie beides zu einem Qualitätsplan wird, der Automobil-Audits besteht.",
        ],
      },
    },
  },
];
