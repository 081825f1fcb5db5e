import type { Region } from "./countries";

/** A spec value: a number, a metric range, or a text the same in every language. */
export type SpecValue = number | [number, number];

/** One product of the compact table; the family of its leaf classification fills in the rest. */
export interface ProductRow {
  slug: string;
  name: string;
  brand: string;
  classification: string;
  /** Values in the order of the family's specs, metric. */
  values: SpecValue[];
  en: string;
  de: string;
  /** Number of variants (split along the first range spec). */
  variants?: number;
  region?: Region;
  video?: boolean;
  /** Extra capability ids, possibly ones that do not exist (logged and skipped). */
  capabilities?: string[];
  /** Extra related product slugs, possibly ones that do not exist (logged and skipped). */
  related?: string[];
}

type Row = [
  slug: string,
  name: string,
  values: SpecValue[],
  en: string,
  de: string,
  options?: Partial<Pick<ProductRow, "variants" | "region" | "video" | "capabilities" | "related">>,
];

function leaf(classification: string, brand: string, rows: Row[]): ProductRow[] {
  return rows.map(([slug, name, values, en, de, options]) => ({
    slug,
    name,
    brand,
    classification,
    values,
    en,
    de,
    ...options,
  }));
}

/**
 * The catalogue: 69 products across the group's brands. WIRE builds the cutting, crimping and
 * service range, Hosver the marking and taping machines, Adaptronic harness assembly and
 * high-voltage processing, Cirris the testers, Diit the software.
 */
export const productTable: ProductRow[] = [
  ...leaf("cut-strip-machines", "WIRE", [
    [
      "alpha-530",
      "Alpha 530",
      [[0.13, 6], [30, 65000], 30, 7000, 6, 95],
      "Compact cut and strip machine for small batches and frequent article changes.",
      "Kompakte Schneid- und Abisoliermaschine für kleine Lose und häufige Artikelwechsel.",
      { variants: 2, video: true },
    ],
    [
      "alpha-560",
      "Alpha 560",
      [[0.22, 10], [40, 99000], 45, 9500, 9, 140],
      "Cut and strip machine with inkjet printer interface and seal station ports.",
      "Schneid- und Abisoliermaschine mit Schnittstelle für Inkjet-Drucker und Tüllenstationen.",
      { variants: 2, related: ["alpha-550"] },
    ],
    [
      "kappa-310",
      "Kappa 310",
      [[0.05, 4], [5, 30000], 25, 8000, 5, 45],
      "Benchtop cut and strip machine for fine signal wires down to 0.05 mm².",
      "Tischgerät zum Schneiden und Abisolieren feiner Signalleitungen ab 0,05 mm².",
    ],
    [
      "kappa-330",
      "Kappa 330",
      [[0.13, 16], [10, 50000], 40, 6500, 6, 58],
      "Versatile cut and strip machine for wires, cables and coaxial cables.",
      "Vielseitige Schneid- und Abisoliermaschine für Litzen, Kabel und Koaxialkabel.",
      { variants: 3, capabilities: ["cap-tinning"] },
    ],
    [
      "kappa-350",
      "Kappa 350",
      [[1.5, 35], [40, 99000], 60, 3500, 4, 88],
      "Cut and strip machine for battery and power cables up to 35 mm².",
      "Schneid- und Abisoliermaschine für Batterie- und Energiekabel bis 35 mm².",
      { variants: 2, region: "notAmericas" },
    ],
  ]),
  ...leaf("benchtop-strippers", "WIRE", [
    [
      "strip-220",
      "Strip 220",
      [[0.03, 2.5], 20, 0.6, 9],
      "Electric benchtop stripper for fine wires in prototyping and repair.",
      "Elektrisches Tisch-Abisoliergerät für feine Leitungen in Musterbau und Reparatur.",
    ],
    [
      "strip-260",
      "Strip 260",
      [[0.5, 16], 40, 0.9, 14],
      "Benchtop stripper with partial strip and twist for thicker wires.",
      "Tisch-Abisoliergerät mit Teilabzug und Verdrillung für dickere Leitungen.",
      { variants: 2 },
    ],
    [
      "strip-300-coax",
      "Strip 300 Coax",
      [[0.05, 6], 30, 1.8, 16],
      "Multi-step stripper for coaxial and multi-layer cables.",
      "Mehrstufiges Abisoliergerät für Koaxial- und Mehrschichtkabel.",
      { capabilities: ["cap-coax-processing"] },
    ],
  ]),
  ...leaf("cable-cutting", "WIRE", [
    [
      "cut-60-rotary",
      "Cut 60 Rotary",
      [[2, 60], [10, 99000], 2400, 120],
      "Rotary cutter for cables, corrugated tubes and hoses up to 60 mm diameter.",
      "Rotationsschneider für Kabel, Wellrohre und Schläuche bis 60 mm Durchmesser.",
    ],
    [
      "cut-25-belt",
      "Cut 25 Belt",
      [[1, 25], [5, 50000], 5000, 48],
      "Belt-fed guillotine cutter for sleeves, tubes and flat cables.",
      "Guillotineschneider mit Riemenvorschub für Schläuche, Rohre und Flachkabel.",
      { region: "europe" },
    ],
  ]),
  ...leaf("crimping", "WIRE", [
    [
      "gamma-263",
      "Gamma 263",
      [[0.13, 6], [60, 65000], 4000, 22, 4, 860],
      "Fully automatic crimping machine for double crimps and seals on both wire ends.",
      "Vollautomatische Crimpmaschine für Doppelanschläge und Tüllen an beiden Leitungsenden.",
      { variants: 3, video: true },
    ],
    [
      "gamma-255",
      "Gamma 255",
      [[0.22, 4], [60, 30000], 3200, 20, 2, 640],
      "Crimping machine for one-sided crimping with seal loading, ideal for short wires.",
      "Crimpmaschine für einseitiges Crimpen mit Tüllenbestückung, ideal für kurze Leitungen.",
      { variants: 2 },
    ],
    [
      "gamma-333-pc",
      "Gamma 333 PC",
      [[0.35, 10], [80, 99000], 4800, 30, 6, 1150],
      "High-end crimping centre with six stations and integrated quality control.",
      "High-End-Crimpzentrum mit sechs Stationen und integrierter Qualitätskontrolle.",
      { variants: 2, video: true, region: "notAmericas" },
    ],
  ]),
  ...leaf("crimp-presses", "WIRE", [
    [
      "bt-722",
      "BT 722",
      [20, 40, 0.4, 65],
      "Electric bench crimp press with 20 kN for standard applicators.",
      "Elektrische Tisch-Crimppresse mit 20 kN für Standard-Crimpwerkzeuge.",
    ],
    [
      "bt-752",
      "BT 752",
      [50, 40, 0.6, 110],
      "Heavy-duty crimp press with 50 kN for large terminals and splices.",
      "Schwere Crimppresse mit 50 kN für grosse Kontakte und Verbinder.",
      { region: "europe" },
    ],
    [
      "bt-188-t",
      "BT 188 T",
      [30, 30, 0.5, 38],
      "Portable crimp press for repair and small series, also on site.",
      "Tragbare Crimppresse für Reparatur und Kleinserien, auch vor Ort.",
      { region: "americas" },
    ],
  ]),
  ...leaf("applicators", "WIRE", [
    [
      "mini-applicator-ma-s",
      "Mini Applicator MA-S",
      [[0.13, 6], 40, 2, 2.8],
      "Side-feed mini applicator for open-barrel terminals from the reel.",
      "Mini-Crimpwerkzeug mit Seitenvorschub für offene Kontakte von der Rolle.",
      { variants: 2 },
    ],
    [
      "end-feed-applicator-ea",
      "End-Feed Applicator EA",
      [[0.5, 10], 40, 3, 3.4],
      "End-feed applicator for terminals supplied in line with the reel.",
      "Crimpwerkzeug mit Längsvorschub für Kontakte in Bandrichtung.",
    ],
    [
      "splice-applicator-sp",
      "Splice Applicator SP",
      [[0.35, 16], 30, 4, 4.1],
      "Applicator for splice crimps joining several wires in one sleeve.",
      "Crimpwerkzeug für Verbindungscrimps, die mehrere Leitungen in einer Hülse verbinden.",
      { region: "notAmericas" },
    ],
  ]),
  ...leaf("crimp-quality", "WIRE", [
    [
      "crimp-force-analyzer-cfa",
      "Crimp Force Analyzer CFA",
      [[0.05, 16], 0.01, 0.3, 1.5],
      "Crimp force monitor that checks every crimp against a taught reference curve.",
      "Crimpkraftüberwachung, die jeden Crimp mit einer eingelernten Referenzkurve vergleicht.",
    ],
    [
      "crimp-height-gauge-chg",
      "Crimp Height Gauge CHG",
      [[0.05, 50], 0.001, 3, 0.8],
      "Digital crimp height gauge with wireless transfer to the quality database.",
      "Digitales Crimphöhenmessgerät mit Funkübertragung an die Qualitätsdatenbank.",
    ],
    [
      "cross-section-lab-xsl",
      "Cross-Section Lab XSL",
      [[0.05, 95], 0.001, 180, 85],
      "Complete lab for crimp cross-sections: saw, grinder, etcher and analysis software.",
      "Komplettes Labor für Crimpschliffbilder: Säge, Schleifer, Ätzer und Analysesoftware.",
      { region: "europe", video: true },
    ],
  ]),
  ...leaf("inkjet-marking", "Hosver", [
    [
      "hosver-inkjet-ij-40",
      "Hosver IJ 40",
      [[0.8, 8], 6, 40, 32],
      "Inline inkjet printer for wire marking on cut and strip machines.",
      "Inline-Inkjet-Drucker zur Leitungsmarkierung auf Schneid- und Abisoliermaschinen.",
    ],
    [
      "hosver-inkjet-ij-60",
      "Hosver IJ 60",
      [[1, 20], 10, 60, 45],
      "High-speed inkjet printer with two colours for cables up to 20 mm.",
      "Hochgeschwindigkeits-Inkjet-Drucker mit zwei Farben für Kabel bis 20 mm.",
      { variants: 2 },
    ],
    [
      "hosver-inkjet-ij-10-desk",
      "Hosver IJ 10 Desk",
      [[0.8, 6], 2, 24, 18],
      "Desktop inkjet marker for short runs and sleeve marking.",
      "Tisch-Inkjet-Markierer für kleine Serien und Hülsenbeschriftung.",
      { region: "asia" },
    ],
  ]),
  ...leaf("laser-marking", "Hosver", [
    [
      "hosver-laser-uv-30",
      "Hosver UV 30",
      [[0.6, 6], 3, 40, 210],
      "UV laser marker for fluoropolymer aerospace wires.",
      "UV-Lasermarkierer für Fluorpolymer-Luftfahrtleitungen.",
      { video: true },
    ],
    [
      "hosver-laser-uv-50",
      "Hosver UV 50",
      [[0.6, 12], 5, 60, 260],
      "UV laser marking system with wire handling for large aerospace programmes.",
      "UV-Lasermarkiersystem mit Leitungshandling für grosse Luftfahrtprogramme.",
      { region: "americas" },
    ],
  ]),
  ...leaf("module-insertion", "Adaptronic", [
    [
      "zeta-640",
      "Zeta 640",
      [[0.13, 2.5], 24, 1800, 4200, 2300],
      "Harness production centre that crimps and inserts terminals into connector housings.",
      "Kabelbaum-Fertigungszentrum, das Kontakte crimpt und in Steckergehäuse setzt.",
      { variants: 2, video: true },
    ],
    [
      "zeta-656",
      "Zeta 656",
      [[0.13, 6], 48, 2400, 6100, 3400],
      "Wire processing and connector loading for complete harness sub-assemblies.",
      "Leitungsverarbeitung und Steckerbestückung für komplette Kabelbaum-Baugruppen.",
      { variants: 2, region: "notAmericas" },
    ],
    [
      "adaptronic-insert-ai-8",
      "Adaptronic AI 8",
      [[0.13, 1.5], 8, 1200, 1900, 780],
      "Compact connector loading cell for pre-crimped wires.",
      "Kompakte Bestückzelle für vorgecrimpte Leitungen.",
      { capabilities: ["cap-soldering-legacy"] },
    ],
  ]),
  ...leaf("taping", "Hosver", [
    [
      "hosver-tape-ht-20",
      "Hosver HT 20",
      [[2, 20], 19, 1.5, 3.2],
      "Handheld taping tool for spot and spiral taping at the harness board.",
      "Handgeführtes Bandagiergerät für Punkt- und Spiralbandagen am Formbrett.",
    ],
    [
      "hosver-tape-ht-40-inline",
      "Hosver HT 40 Inline",
      [[4, 40], 25, 3, 65],
      "Stationary taping machine for bundles up to 40 mm in the production line.",
      "Stationäre Bandagiermaschine für Bündel bis 40 mm in der Fertigungslinie.",
      { variants: 2 },
    ],
  ]),
  ...leaf("twisting", "Adaptronic", [
    [
      "twist-20",
      "Twist 20",
      [[0.13, 2.5], [10, 100], [100, 5000], 900, 240],
      "Twisting machine for data pairs with constant lay length.",
      "Verdrillmaschine für Datenpaare mit konstanter Schlaglänge.",
    ],
    [
      "twist-40-xl",
      "Twist 40 XL",
      [[0.35, 6], [15, 150], [200, 12000], 600, 420],
      "Twisting machine for long pairs and triples up to 12 m.",
      "Verdrillmaschine für lange Paare und Dreiergruppen bis 12 m.",
      { variants: 2 },
    ],
    [
      "twist-ethernet-te-1",
      "Twist TE 1",
      [[0.13, 0.75], [8, 40], [150, 3000], 1100, 260],
      "Twisting machine for automotive Ethernet pairs with tight lay length tolerance.",
      "Verdrillmaschine für Automotive-Ethernet-Paare mit enger Schlaglängentoleranz.",
      { region: "notAmericas" },
    ],
  ]),
  ...leaf("harness-testers", "Cirris", [
    [
      "cirris-easy-wire",
      "Cirris Easy-Wire",
      [512, 5, 2, 6.5],
      "Benchtop harness tester for continuity, shorts and components.",
      "Tisch-Kabelbaumprüfgerät für Durchgang, Kurzschlüsse und Bauteile.",
    ],
    [
      "cirris-touch-1",
      "Cirris Touch 1",
      [128, 5, 1, 2.4],
      "Touch-screen cable tester for small cables and training.",
      "Kabelprüfgerät mit Touchscreen für kleine Kabel und Schulung.",
      { region: "americas" },
    ],
    [
      "cirris-ch2-plus",
      "Cirris CH2 Plus",
      [4096, 30, 3, 12],
      "Expandable tester for large harnesses with up to 4096 test points.",
      "Erweiterbares Prüfgerät für grosse Kabelbäume mit bis zu 4096 Prüfpunkten.",
      { variants: 2 },
    ],
  ]),
  ...leaf("hipot-testers", "Cirris", [
    [
      "cirris-hipot-1500",
      "Cirris Hipot 1500",
      [1024, 1.5, 1, 14],
      "Hipot tester up to 1500 V DC for automotive and appliance harnesses.",
      "Hochspannungsprüfgerät bis 1500 V DC für Automobil- und Gerätekabelbäume.",
    ],
    [
      "cirris-hipot-5000",
      "Cirris Hipot 5000",
      [2048, 5, 10, 21],
      "Hipot tester up to 5 kV for high-voltage and aerospace harnesses.",
      "Hochspannungsprüfgerät bis 5 kV für Hochvolt- und Luftfahrtkabelbäume.",
      { region: "highVoltage" },
    ],
  ]),
  ...leaf("hv-cable-processing", "Adaptronic", [
    [
      "hv-strip-95",
      "HV Strip 95",
      [[2.5, 95], 25, 600, 380],
      "Stripping machine for shielded high-voltage cables with camera inspection.",
      "Abisoliermaschine für geschirmte Hochvoltleitungen mit Kamerakontrolle.",
      { variants: 3, region: "highVoltage", video: true },
    ],
    [
      "hv-shield-sp-50",
      "HV Shield SP 50",
      [[4, 50], 18, 450, 520],
      "Shield processing station: braid cutting, folding and sleeve placement.",
      "Schirmbearbeitungsstation: Geflecht schneiden, umlegen und Hülse setzen.",
      { region: "highVoltage" },
    ],
    [
      "hv-crimp-120",
      "HV Crimp Center",
      [[10, 95], 25, 300, 940],
      "Crimping centre for high-voltage contacts with force and shield monitoring.",
      "Crimpzentrum für Hochvoltkontakte mit Kraft- und Schirmüberwachung.",
      { variants: 2, region: "highVoltage" },
    ],
  ]),
  ...leaf("maintenance-contracts", "WIRE", [
    [
      "maintenance-basic",
      "Basic",
      [1, 48, 0],
      "Yearly inspection and calibration of your machines at a fixed price.",
      "Jährliche Inspektion und Kalibrierung Ihrer Maschinen zum Festpreis.",
    ],
    [
      "maintenance-plus",
      "Plus",
      [2, 24, 10],
      "Two inspections a year, priority hotline and 10% off spare parts.",
      "Zwei Inspektionen pro Jahr, Priority-Hotline und 10 % auf Ersatzteile.",
    ],
    [
      "maintenance-premium",
      "Premium",
      [4, 8, 20],
      "Four inspections, a technician on site within 24 hours, wear parts included.",
      "Vier Inspektionen, Techniker innerhalb von 24 Stunden vor Ort, Verschleissteile inklusive.",
      { region: "europe" },
    ],
  ]),
  ...leaf("field-service", "WIRE", [
    [
      "field-repair",
      "On-site repair",
      [24, 1],
      "A certified technician repairs your machine at your plant.",
      "Ein zertifizierter Techniker repariert Ihre Maschine in Ihrem Werk.",
    ],
    [
      "field-calibration",
      "Calibration service",
      [72, 1],
      "Calibration of crimp force monitors and gauges with traceable certificates.",
      "Kalibrierung von Crimpkraftüberwachungen und Messmitteln mit rückführbaren Zertifikaten.",
    ],
  ]),
  ...leaf("operator-training", "WIRE", [
    [
      "operator-setup-course",
      "Setup course",
      [3, 8],
      "Three-day course on setting up crimping machines and applicators.",
      "Dreitägiger Kurs zum Einrichten von Crimpmaschinen und Crimpwerkzeugen.",
      { video: true },
    ],
    [
      "maintenance-course",
      "Preventive maintenance course",
      [2, 6],
      "Two-day course on preventive maintenance and wear part replacement.",
      "Zweitägiger Kurs zu vorbeugender Wartung und Verschleissteilwechsel.",
    ],
  ]),
  ...leaf("e-learning", "WIRE", [
    [
      "crimp-basics-online",
      "Crimp basics online",
      [4, 500],
      "Online course on crimp quality: crimp height, pull-out force and cross-sections.",
      "Online-Kurs zur Crimpqualität: Crimphöhe, Auszugskraft und Schliffbilder.",
    ],
    [
      "machine-safety-online",
      "Machine safety online",
      [2, 500],
      "Online course on safe operation of wire processing machines.",
      "Online-Kurs zum sicheren Betrieb von Kabelverarbeitungsmaschinen.",
    ],
  ]),
  ...leaf("machine-upgrades", "WIRE", [
    [
      "gamma-upgrade-kit",
      "Gamma upgrade kit",
      [8, 15],
      "Upgrade kit that brings older Gamma machines to the current drive generation.",
      "Nachrüstsatz, der ältere Gamma-Maschinen auf die aktuelle Antriebsgeneration bringt.",
      { related: ["gamma-263"] },
    ],
    [
      "seal-station-retrofit",
      "Seal station retrofit",
      [6, 0],
      "Adds a seal loading station to installed crimping machines.",
      "Ergänzt installierte Crimpmaschinen um eine Tüllenstation.",
    ],
    [
      "alpha-straightener-retrofit",
      "Alpha straightener retrofit",
      [3, 5],
      "Motorised straightening unit for installed Alpha machines.",
      "Motorische Richteinheit für installierte Alpha-Maschinen.",
    ],
  ]),
  ...leaf("software-upgrades", "WIRE", [
    [
      "control-software-upgrade",
      "Control software upgrade",
      [2, 40],
      "Current control software for machines from 2015 onwards.",
      "Aktuelle Steuerungssoftware für Maschinen ab Baujahr 2015.",
    ],
    [
      "opc-ua-licence",
      "OPC UA licence",
      [1, 40],
      "Licence that opens the OPC UA interface for MES and ERP connections.",
      "Lizenz, die die OPC-UA-Schnittstelle für MES- und ERP-Anbindungen freischaltet.",
    ],
  ]),
  ...leaf("spare-parts", "WIRE", [
    [
      "wear-parts-kit-alpha",
      "Alpha wear parts kit",
      [24, 8, 1.2],
      "Guide tubes, feed belts and blades for one year of Alpha operation.",
      "Führungsrohre, Vorschubriemen und Messer für ein Betriebsjahr einer Alpha.",
    ],
    [
      "blade-set-v-profile",
      "V-profile blade set",
      [2, 8, 0.1],
      "Hardened V-profile blades for clean stripping of PVC and PE insulation.",
      "Gehärtete V-Profil-Messer für sauberes Abisolieren von PVC- und PE-Isolationen.",
    ],
  ]),
  ...leaf("production-planning", "Diit", [
    [
      "diit-plan",
      "Diit Plan",
      [200, 50, 60],
      "Production planning for harness plants, from ERP order to machine job.",
      "Produktionsplanung für Kabelbaumwerke, vom ERP-Auftrag bis zum Maschinenjob.",
      { video: true },
    ],
    [
      "diit-plan-lite",
      "Diit Plan Lite",
      [20, 5, 60],
      "Entry-level planning for plants with up to 20 machines.",
      "Einstiegsplanung für Werke mit bis zu 20 Maschinen.",
      { region: "europe" },
    ],
  ]),
  ...leaf("machine-monitoring", "Diit", [
    [
      "diit-monitor",
      "Diit Monitor",
      [500, 100, 1],
      "Live monitoring of machine status, output and OEE across all plants.",
      "Live-Überwachung von Maschinenstatus, Ausbringung und OEE über alle Werke.",
    ],
    [
      "diit-andon",
      "Diit Andon",
      [100, 30, 1],
      "Shop-floor displays and alarms for production halls.",
      "Hallendisplays und Alarme für Fertigungshallen.",
    ],
    [
      "diit-quality-cockpit",
      "Diit Quality Cockpit",
      [300, 40, 5],
      "Crimp quality data of all machines in one cockpit, with SPC charts.",
      "Crimpqualitätsdaten aller Maschinen in einem Cockpit, mit SPC-Karten.",
      { region: "asia" },
    ],
  ]),
  ...leaf("machine-programming", "Diit", [
    [
      "diit-program",
      "Diit Program",
      [200, 25],
      "Offline programming of wire articles for all WIRE machines.",
      "Offline-Programmierung von Leitungsartikeln für alle WIRE-Maschinen.",
    ],
    [
      "diit-harness-designer",
      "Diit Harness Designer",
      [200, 10],
      "Imports harness drawings and creates the wire list and machine jobs.",
      "Importiert Kabelbaumzeichnungen und erstellt Leitungsliste und Maschinenjobs.",
    ],
    [
      "diit-program-mobile",
      "Diit Program Mobile",
      [50, 10],
      "Article changes from a tablet at the machine.",
      "Artikeländerungen vom Tablet an der Maschine.",
      { region: "notAmericas" },
    ],
  ]),
  ...leaf("data-management", "Diit", [
    [
      "diit-data-hub",
      "Diit Data Hub",
      [500, 200],
      "Central database for articles, tooling and quality data.",
      "Zentrale Datenbank für Artikel, Werkzeuge und Qualitätsdaten.",
    ],
    [
      "diit-tool-manager",
      "Diit Tool Manager",
      [300, 50],
      "Applicator and blade management with cycle counts and maintenance dates.",
      "Verwaltung von Crimpwerkzeugen und Messern mit Zykluszählern und Wartungsterminen.",
    ],
  ]),
];
