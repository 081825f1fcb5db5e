import type { Region } from "./countries";

/** A node of the seeded product hierarchy; English and German name and description. */
export interface ClassificationSeed {
  slug: string;
  en: [name: string, description: string];
  de: [name: string, description: string];
  region?: Region;
  children?: ClassificationSeed[];
}

/**
 * The group's product hierarchy: `products`, `services` and `smart-factory` at the top, three
 * levels deep. Slugs are unique across the tree; routes join them (spec section 2).
 */
export const classificationTree: ClassificationSeed[] = [
  {
    slug: "products",
    en: ["Products", "Machines for every step of wire processing and harness production."],
    de: ["Produkte", "Maschinen für jeden Schritt der Kabelverarbeitung und Kabelbaumfertigung."],
    children: [
      {
        slug: "cutting-stripping",
        en: [
          "Cutting and stripping",
          "Cut wires to length and strip insulation precisely, from 0.05 mm² signal wires to battery cables.",
        ],
        de: [
          "Schneiden und Abisolieren",
          "Leitungen auf Länge schneiden und präzise abisolieren, von der Signalleitung bis zum Batteriekabel.",
        ],
        children: [
          {
            slug: "cut-strip-machines",
            en: [
              "Cut and strip machines",
              "Fully automatic machines that measure, cut and strip in one cycle.",
            ],
            de: [
              "Schneid- und Abisoliermaschinen",
              "Vollautomaten, die in einem Takt messen, schneiden und abisolieren.",
            ],
          },
          {
            slug: "benchtop-strippers",
            en: [
              "Benchtop strippers",
              "Compact strippers for the workbench, prototyping and repair.",
            ],
            de: [
              "Tisch-Abisoliergeräte",
              "Kompakte Abisoliergeräte für Werkbank, Musterbau und Reparatur.",
            ],
          },
          {
            slug: "cable-cutting",
            en: ["Cable cutting", "Rotary and guillotine cutters for cables, hoses and tubes."],
            de: [
              "Kabelschneiden",
              "Rotations- und Guillotinemesser für Kabel, Schläuche und Rohre.",
            ],
          },
        ],
      },
      {
        slug: "crimping",
        en: [
          "Crimping",
          "Crimping machines, presses and applicators with integrated crimp quality control.",
        ],
        de: [
          "Crimpen",
          "Crimpmaschinen, Pressen und Werkzeuge mit integrierter Crimpqualitätskontrolle.",
        ],
        children: [
          {
            slug: "crimp-presses",
            en: ["Crimp presses", "Semi-automatic presses for small and medium batches."],
            de: ["Crimppressen", "Halbautomatische Pressen für kleine und mittlere Losgrössen."],
          },
          {
            slug: "applicators",
            en: ["Applicators", "Crimp applicators for side-feed and end-feed terminals."],
            de: ["Crimpwerkzeuge", "Crimpwerkzeuge für Seiten- und Längsvorschub-Kontakte."],
          },
          {
            slug: "crimp-quality",
            en: [
              "Crimp quality",
              "Crimp force monitoring, crimp height measurement and cross-section analysis.",
            ],
            de: [
              "Crimpqualität",
              "Crimpkraftüberwachung, Crimphöhenmessung und Schliffbildanalyse.",
            ],
          },
        ],
      },
      {
        slug: "marking",
        en: ["Marking", "Permanent wire marking by inkjet and laser, inline or offline."],
        de: [
          "Markieren",
          "Dauerhafte Leitungsmarkierung per Inkjet und Laser, inline oder offline.",
        ],
        children: [
          {
            slug: "inkjet-marking",
            en: ["Inkjet marking", "Fast-drying inks for PVC, PE and halogen-free insulation."],
            de: [
              "Inkjet-Markierung",
              "Schnell trocknende Tinten für PVC-, PE- und halogenfreie Isolationen.",
            ],
          },
          {
            slug: "laser-marking",
            en: ["Laser marking", "UV laser marking for aerospace and fluoropolymer wires."],
            de: ["Lasermarkierung", "UV-Lasermarkierung für Luftfahrt- und Fluorpolymerleitungen."],
          },
        ],
      },
      {
        slug: "harness-assembly",
        en: [
          "Harness assembly",
          "Automation for connector loading, taping and twisting in harness production.",
        ],
        de: [
          "Kabelbaummontage",
          "Automatisierung für Steckerbestückung, Bandagieren und Verdrillen in der Kabelbaumfertigung.",
        ],
        children: [
          {
            slug: "module-insertion",
            en: [
              "Connector loading",
              "Machines that insert crimped terminals into connector housings.",
            ],
            de: [
              "Steckerbestückung",
              "Maschinen, die gecrimpte Kontakte in Steckergehäuse setzen.",
            ],
          },
          {
            slug: "taping",
            en: ["Taping", "Spot and spiral taping of wire bundles."],
            de: ["Bandagieren", "Punkt- und Spiralbandagierung von Leitungsbündeln."],
          },
          {
            slug: "twisting",
            en: ["Twisting", "Twisting of data and signal wire pairs with defined lay lengths."],
            de: [
              "Verdrillen",
              "Verdrillen von Daten- und Signalleitungen mit definierter Schlaglänge.",
            ],
          },
        ],
      },
      {
        slug: "testing",
        en: ["Testing", "Continuity, insulation and hipot testing of cables and harnesses."],
        de: [
          "Prüfen",
          "Durchgangs-, Isolations- und Hochspannungsprüfung von Kabeln und Kabelbäumen.",
        ],
        children: [
          {
            slug: "harness-testers",
            en: ["Harness testers", "Low-voltage testers for continuity, shorts and components."],
            de: [
              "Kabelbaumprüfgeräte",
              "Niederspannungsprüfgeräte für Durchgang, Kurzschlüsse und Bauteile.",
            ],
          },
          {
            slug: "hipot-testers",
            en: ["Hipot testers", "High-voltage insulation testing up to 5 kV."],
            de: ["Hochspannungsprüfgeräte", "Isolationsprüfung mit Hochspannung bis 5 kV."],
          },
        ],
      },
      {
        slug: "high-voltage",
        region: "highVoltage",
        en: [
          "High-voltage cables",
          "Processing of shielded high-voltage cables for electric vehicles.",
        ],
        de: [
          "Hochvoltleitungen",
          "Verarbeitung geschirmter Hochvoltleitungen für Elektrofahrzeuge.",
        ],
        children: [
          {
            slug: "hv-cable-processing",
            region: "highVoltage",
            en: [
              "High-voltage cable processing",
              "Stripping, shield processing and crimping of cables up to 95 mm².",
            ],
            de: [
              "Hochvolt-Kabelverarbeitung",
              "Abisolieren, Schirmbearbeitung und Crimpen von Leitungen bis 95 mm².",
            ],
          },
        ],
      },
    ],
  },
  {
    slug: "services",
    en: ["Services", "Maintenance, training and retrofits over the whole machine life."],
    de: ["Services", "Wartung, Schulung und Nachrüstungen über das ganze Maschinenleben."],
    children: [
      {
        slug: "maintenance",
        en: [
          "Maintenance and repair",
          "Planned maintenance and fast repair keep crimp quality constant.",
        ],
        de: [
          "Wartung und Reparatur",
          "Geplante Wartung und schnelle Reparatur halten die Crimpqualität konstant.",
        ],
        children: [
          {
            slug: "maintenance-contracts",
            en: [
              "Maintenance contracts",
              "Inspections, calibration and priority support at a fixed price.",
            ],
            de: [
              "Wartungsverträge",
              "Inspektionen, Kalibrierung und bevorzugter Support zum Festpreis.",
            ],
          },
          {
            slug: "field-service",
            en: ["Field service", "Technicians on site for repair, relocation and calibration."],
            de: ["Aussendienst", "Techniker vor Ort für Reparatur, Umzug und Kalibrierung."],
          },
        ],
      },
      {
        slug: "training",
        en: ["Training", "Courses for operators, setters and maintenance staff."],
        de: ["Schulung", "Kurse für Bediener, Einrichter und Instandhaltung."],
        children: [
          {
            slug: "operator-training",
            en: [
              "Classroom training",
              "Hands-on courses at our training centres or at your plant.",
            ],
            de: ["Präsenzschulung", "Praxiskurse in unseren Schulungszentren oder in Ihrem Werk."],
          },
          {
            slug: "e-learning",
            en: ["E-learning", "Self-paced online courses with certificates."],
            de: ["E-Learning", "Online-Kurse im eigenen Tempo mit Zertifikat."],
          },
        ],
      },
      {
        slug: "retrofits",
        en: ["Retrofits", "Upgrades that bring installed machines up to date."],
        de: [
          "Nachrüstungen",
          "Upgrades, die installierte Maschinen auf den neuesten Stand bringen.",
        ],
        children: [
          {
            slug: "machine-upgrades",
            en: [
              "Machine upgrades",
              "Mechanical and electrical upgrade kits for installed machines.",
            ],
            de: [
              "Maschinen-Upgrades",
              "Mechanische und elektrische Nachrüstsätze für installierte Maschinen.",
            ],
          },
          {
            slug: "software-upgrades",
            en: ["Software upgrades", "New control software and licences for existing machines."],
            de: [
              "Software-Upgrades",
              "Neue Steuerungssoftware und Lizenzen für bestehende Maschinen.",
            ],
          },
        ],
      },
      {
        slug: "spare-parts",
        en: ["Spare and wear parts", "Original parts, shipped the same day."],
        de: ["Ersatz- und Verschleissteile", "Originalteile, noch am selben Tag versandt."],
      },
    ],
  },
  {
    slug: "smart-factory",
    en: ["Smart factory", "Software that connects machines, orders and quality data."],
    de: ["Smart Factory", "Software, die Maschinen, Aufträge und Qualitätsdaten verbindet."],
    children: [
      {
        slug: "mes",
        en: [
          "Manufacturing execution (MES)",
          "Plan, dispatch and trace harness production orders.",
        ],
        de: [
          "Fertigungssteuerung (MES)",
          "Fertigungsaufträge für Kabelbäume planen, zuteilen und rückverfolgen.",
        ],
        children: [
          {
            slug: "production-planning",
            en: ["Production planning", "Order sequencing and batch optimisation across machines."],
            de: [
              "Produktionsplanung",
              "Auftragsreihenfolge und Losoptimierung über alle Maschinen.",
            ],
          },
          {
            slug: "machine-monitoring",
            en: ["Machine monitoring", "Live status, OEE and alarms of every connected machine."],
            de: [
              "Maschinenüberwachung",
              "Live-Status, OEE und Alarme aller angebundenen Maschinen.",
            ],
          },
        ],
      },
      {
        slug: "software",
        en: ["Software", "Programming and data management for wire processing machines."],
        de: ["Software", "Programmierung und Datenverwaltung für Kabelverarbeitungsmaschinen."],
        children: [
          {
            slug: "machine-programming",
            en: ["Machine programming", "Create articles offline and send them to the machines."],
            de: ["Maschinenprogrammierung", "Artikel offline anlegen und an die Maschinen senden."],
          },
          {
            slug: "data-management",
            en: ["Data management", "Central article, tooling and quality databases."],
            de: ["Datenverwaltung", "Zentrale Artikel-, Werkzeug- und Qualitätsdatenbanken."],
          },
        ],
      },
    ],
  },
];
