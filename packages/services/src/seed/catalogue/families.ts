/**
 * How a specification converts between the measurement systems: metric values are stored,
 * imperial ones derived (cross-sections to AWG, mm to in, kN to lbf, kg to lb, m/s to ft/s).
 * `plain` values are the same in both systems.
 */
export type SpecKind = "crossSection" | "length" | "force" | "mass" | "speed" | "plain";

export interface SpecDef {
  kind: SpecKind;
  en: string;
  de: string;
  /** Unit of a `plain` spec. */
  unit?: string;
}

type Highlight = [name: string, shortDescription: string];

/** The texts and rules shared by all products of one kind (a leaf classification). */
export interface Family {
  specs: SpecDef[];
  capabilities: string[];
  /** Product slugs offered as components and services of every product of the family. */
  components?: string[];
  services?: string[];
  docType: { en: string; de: string };
  en: { intro: string; closing: string; highlights: Highlight[] };
  de: { intro: string; closing: string; highlights: Highlight[] };
}

const s = {
  crossSection: { kind: "crossSection", en: "Wire cross-section", de: "Leitungsquerschnitt" },
  wireLength: { kind: "length", en: "Wire length", de: "Leitungslänge" },
  stripLength: { kind: "length", en: "Strip length, max.", de: "Abisolierlänge, max." },
  cableDiameter: { kind: "length", en: "Cable diameter", de: "Kabeldurchmesser" },
  output: { kind: "plain", en: "Output", de: "Ausbringung", unit: "pcs/h" },
  feed: { kind: "speed", en: "Feed speed", de: "Vorschubgeschwindigkeit" },
  weight: { kind: "mass", en: "Weight", de: "Gewicht" },
  cycle: { kind: "plain", en: "Cycle time", de: "Taktzeit", unit: "s" },
  force: { kind: "force", en: "Crimp force", de: "Crimpkraft" },
  stroke: { kind: "length", en: "Stroke", de: "Hub" },
  stations: { kind: "plain", en: "Processing stations", de: "Bearbeitungsstationen" },
  changeover: { kind: "plain", en: "Changeover time", de: "Umrüstzeit", unit: "min" },
  resolution: { kind: "length", en: "Measuring resolution", de: "Messauflösung" },
  markSpeed: { kind: "speed", en: "Marking speed", de: "Markiergeschwindigkeit" },
  characters: { kind: "plain", en: "Characters per mark", de: "Zeichen pro Markierung" },
  modules: { kind: "plain", en: "Connector nests", de: "Steckernester" },
  machineLength: { kind: "length", en: "Machine length", de: "Maschinenlänge" },
  bundle: { kind: "length", en: "Bundle diameter", de: "Bündeldurchmesser" },
  tapeWidth: { kind: "length", en: "Tape width", de: "Bandbreite" },
  twistLength: { kind: "length", en: "Lay length", de: "Schlaglänge" },
  testPoints: { kind: "plain", en: "Test points", de: "Prüfpunkte" },
  testVoltage: { kind: "plain", en: "Test voltage, max.", de: "Prüfspannung, max.", unit: "V" },
  hipotVoltage: { kind: "plain", en: "Hipot voltage, max.", de: "Hochspannung, max.", unit: "kV" },
  insulation: {
    kind: "plain",
    en: "Insulation resistance, max.",
    de: "Isolationswiderstand, max.",
    unit: "GΩ",
  },
  responseTime: { kind: "plain", en: "Response time", de: "Reaktionszeit", unit: "h" },
  visits: { kind: "plain", en: "Inspections per year", de: "Inspektionen pro Jahr" },
  discount: { kind: "plain", en: "Spare-part discount", de: "Ersatzteilrabatt", unit: "%" },
  duration: { kind: "plain", en: "Duration", de: "Dauer", unit: "days" },
  participants: { kind: "plain", en: "Participants, max.", de: "Teilnehmende, max." },
  hours: { kind: "plain", en: "Learning time", de: "Lernzeit", unit: "h" },
  installTime: { kind: "plain", en: "Installation time", de: "Installationszeit", unit: "h" },
  gain: { kind: "plain", en: "Output increase", de: "Leistungssteigerung", unit: "%" },
  machines: { kind: "plain", en: "Machines supported", de: "Unterstützte Maschinen" },
  items: { kind: "plain", en: "Parts in the kit", de: "Teile im Set" },
  dispatch: { kind: "plain", en: "Dispatch within", de: "Versand innert", unit: "h" },
  users: { kind: "plain", en: "Concurrent users", de: "Gleichzeitige Benutzer" },
  refresh: { kind: "plain", en: "Update interval", de: "Aktualisierungsintervall", unit: "s" },
} satisfies Record<string, SpecDef>;

const maintenance = ["maintenance-plus", "operator-setup-course"];

/** The families, keyed by the leaf classification their products belong to. */
export const families: Record<string, Family> = {
  "cut-strip-machines": {
    specs: [s.crossSection, s.wireLength, s.stripLength, s.output, s.feed, s.weight],
    capabilities: ["cap-coax-processing", "cap-inkjet-marking", "cap-connectivity"],
    components: ["blade-set-v-profile", "wear-parts-kit-alpha"],
    services: maintenance,
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} measures, cuts and strips single wires fully automatically and hands them over to the next process without manual handling.",
      closing:
        "Blades, guide tubes and straighteners change without tools, and every article is stored with its parameters, so a batch change takes minutes.",
      highlights: [
        ["Tool-free blade change", "Blades change in under a minute without tools."],
        ["Straightening unit", "Motorised straighteners take the bend out of wire from drums."],
        ["Setup assistant", "The touch panel guides operators through every article change."],
      ],
    },
    de: {
      intro:
        "Die {name} misst, schneidet und isoliert Einzelleitungen vollautomatisch ab und übergibt sie ohne manuelles Handling an den nächsten Prozess.",
      closing:
        "Messer, Führungsrohre und Richtwerke werden werkzeuglos gewechselt, und jeder Artikel ist mit seinen Parametern gespeichert: Ein Loswechsel dauert Minuten.",
      highlights: [
        [
          "Werkzeugloser Messerwechsel",
          "Messer in weniger als einer Minute ohne Werkzeug wechseln.",
        ],
        ["Richteinheit", "Motorische Richtwerke nehmen die Krümmung aus Leitungen vom Fass."],
        ["Einrichtassistent", "Das Touchpanel führt Bediener durch jeden Artikelwechsel."],
      ],
    },
  },
  "benchtop-strippers": {
    specs: [s.crossSection, s.stripLength, s.cycle, s.weight],
    capabilities: ["cap-coax-processing"],
    components: ["blade-set-v-profile"],
    services: ["field-calibration"],
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} strips wires at the workbench: insert the wire, the sensor starts the cycle, and the stripped end is ready in a second.",
      closing: "It needs no compressed air and is set up from a small display in seconds.",
      highlights: [
        ["Sensor start", "The cycle starts as soon as the wire touches the sensor."],
        ["Quiet operation", "Electric drive, no compressed air, below 60 dB."],
        ["Partial strip", "Leaves a slug on the strands to protect them until crimping."],
      ],
    },
    de: {
      intro:
        "Das {name} isoliert Leitungen an der Werkbank ab: Leitung einführen, der Sensor startet den Zyklus, und das abisolierte Ende ist in einer Sekunde fertig.",
      closing:
        "Es braucht keine Druckluft und ist über ein kleines Display in Sekunden eingerichtet.",
      highlights: [
        ["Sensorstart", "Der Zyklus startet, sobald die Leitung den Sensor berührt."],
        ["Leiser Betrieb", "Elektrischer Antrieb, keine Druckluft, unter 60 dB."],
        ["Teilabzug", "Lässt die Isolation als Schutz auf der Litze bis zum Crimpen."],
      ],
    },
  },
  "cable-cutting": {
    specs: [s.cableDiameter, s.wireLength, s.output, s.weight],
    capabilities: ["cap-connectivity"],
    services: maintenance,
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} cuts cables, hoses and tubes to length with a clean, square cut and stacks them ready for the next step.",
      closing: "The belt feed handles soft and hard materials without marking the surface.",
      highlights: [
        ["Belt feed", "Gentle belt drive for soft hoses and delicate jackets."],
        ["Length control", "An encoder checks every piece to ±0.2 mm."],
        ["Stacking", "Cut pieces are laid down in bundles, ready for packaging."],
      ],
    },
    de: {
      intro:
        "Die {name} schneidet Kabel, Schläuche und Rohre mit sauberem, rechtwinkligem Schnitt auf Länge und legt sie für den nächsten Schritt ab.",
      closing: "Der Riemenvorschub verarbeitet weiche und harte Materialien ohne Abdrücke.",
      highlights: [
        [
          "Riemenvorschub",
          "Schonender Riemenantrieb für weiche Schläuche und empfindliche Mäntel.",
        ],
        ["Längenkontrolle", "Ein Drehgeber prüft jedes Teil auf ±0,2 mm."],
        ["Ablage", "Geschnittene Teile werden gebündelt zur Verpackung abgelegt."],
      ],
    },
  },
  crimping: {
    specs: [s.crossSection, s.wireLength, s.output, s.force, s.stations, s.weight],
    capabilities: [
      "cap-double-crimping",
      "cap-seal-loading",
      "cap-crimp-force-monitoring",
      "cap-connectivity",
    ],
    components: ["mini-applicator-ma-s", "crimp-force-analyzer-cfa"],
    services: maintenance,
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} cuts, strips, seals and crimps both ends of a wire in one pass, with crimp force monitoring on every terminal.",
      closing:
        "Applicators are changed from the front, and quality data of every wire is stored for traceability.",
      highlights: [
        ["Crimp force monitoring", "Every crimp is checked; bad wires are cut out automatically."],
        ["Quick-change applicators", "Applicators slide in from the front in under two minutes."],
        ["Traceability", "Quality data of every wire can be traced to the batch."],
      ],
    },
    de: {
      intro:
        "Die {name} schneidet, isoliert ab, bestückt Tüllen und crimpt beide Leitungsenden in einem Durchgang, mit Crimpkraftüberwachung an jedem Kontakt.",
      closing:
        "Crimpwerkzeuge werden von vorne gewechselt, und die Qualitätsdaten jeder Leitung werden für die Rückverfolgbarkeit gespeichert.",
      highlights: [
        [
          "Crimpkraftüberwachung",
          "Jeder Crimp wird geprüft; Schlechtteile werden automatisch ausgeschleust.",
        ],
        [
          "Schnellwechsel-Werkzeuge",
          "Crimpwerkzeuge in weniger als zwei Minuten von vorne einschieben.",
        ],
        [
          "Rückverfolgbarkeit",
          "Die Qualitätsdaten jeder Leitung sind bis zum Los nachvollziehbar.",
        ],
      ],
    },
  },
  "crimp-presses": {
    specs: [s.force, s.stroke, s.cycle, s.weight],
    capabilities: ["cap-crimp-force-monitoring"],
    components: ["mini-applicator-ma-s", "crimp-height-gauge-chg"],
    services: maintenance,
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} is a bench crimp press for standard applicators, built for small batches, prototypes and repair.",
      closing: "Its servo drive sets the shut height electronically, so no shims are needed.",
      highlights: [
        ["Servo drive", "Shut height set electronically to 0.01 mm."],
        ["Safety guard", "A light curtain protects the operator without slowing the cycle."],
        ["Applicator recognition", "The press reads the applicator's chip and loads its settings."],
      ],
    },
    de: {
      intro:
        "Die {name} ist eine Tisch-Crimppresse für Standard-Crimpwerkzeuge, gebaut für kleine Lose, Muster und Reparatur.",
      closing:
        "Ihr Servoantrieb stellt die Schliesshöhe elektronisch ein, Unterlegscheiben sind nicht nötig.",
      highlights: [
        ["Servoantrieb", "Schliesshöhe elektronisch auf 0,01 mm eingestellt."],
        ["Schutzeinrichtung", "Ein Lichtvorhang schützt den Bediener ohne den Takt zu bremsen."],
        [
          "Werkzeugerkennung",
          "Die Presse liest den Chip des Werkzeugs und lädt seine Einstellungen.",
        ],
      ],
    },
  },
  applicators: {
    specs: [s.crossSection, s.stroke, s.changeover, s.weight],
    capabilities: ["cap-crimp-force-monitoring"],
    services: ["field-calibration"],
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} crimps terminals from the reel on our crimp presses and fully automatic crimping machines.",
      closing:
        "Crimp height is adjusted with a dial in 0.01 mm steps, without removing the applicator.",
      highlights: [
        ["Dial adjustment", "Crimp height and insulation crimp set with two dials."],
        ["Hardened tooling", "Crimpers and anvils last for over one million cycles."],
        ["Identification chip", "Stores settings and counts cycles for planned maintenance."],
      ],
    },
    de: {
      intro:
        "Das {name} crimpt Kontakte von der Rolle auf unseren Crimppressen und Crimpvollautomaten.",
      closing:
        "Die Crimphöhe wird mit einem Drehrad in 0,01-mm-Schritten eingestellt, ohne das Werkzeug auszubauen.",
      highlights: [
        ["Drehrad-Einstellung", "Crimphöhe und Isolationscrimp mit zwei Drehrädern eingestellt."],
        ["Gehärtete Werkzeuge", "Crimper und Ambosse halten über eine Million Zyklen."],
        [
          "Identifikationschip",
          "Speichert Einstellungen und zählt Zyklen für die geplante Wartung.",
        ],
      ],
    },
  },
  "crimp-quality": {
    specs: [s.crossSection, s.resolution, s.cycle, s.weight],
    capabilities: ["cap-crimp-force-monitoring", "cap-connectivity"],
    services: ["field-calibration"],
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} makes crimp quality measurable: it records, compares and documents the values that decide whether a crimp holds.",
      closing: "Results go to the quality database, so audits are answered from one place.",
      highlights: [
        ["Reference curves", "Teach-in of good crimps in a few cycles."],
        ["Audit-ready reports", "PDF reports per batch with limits and results."],
        ["Network interface", "Results are sent to the quality database automatically."],
      ],
    },
    de: {
      intro:
        "Das {name} macht Crimpqualität messbar: Es erfasst, vergleicht und dokumentiert die Werte, die über einen haltbaren Crimp entscheiden.",
      closing:
        "Die Ergebnisse fliessen in die Qualitätsdatenbank, Audits werden aus einer Hand beantwortet.",
      highlights: [
        ["Referenzkurven", "Gutteile in wenigen Zyklen einlernen."],
        ["Auditfähige Berichte", "PDF-Berichte pro Los mit Grenzwerten und Ergebnissen."],
        [
          "Netzwerkschnittstelle",
          "Ergebnisse werden automatisch an die Qualitätsdatenbank gesendet.",
        ],
      ],
    },
  },
  "inkjet-marking": {
    specs: [s.cableDiameter, s.markSpeed, s.characters, s.weight],
    capabilities: ["cap-inkjet-marking"],
    services: maintenance,
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} prints text, codes and symbols on wire insulation at full line speed, inline on a cut and strip machine or as a standalone unit.",
      closing: "UV-curing inks are dry before the wire leaves the printer.",
      highlights: [
        ["UV curing", "Marks are dry and smear-proof immediately."],
        ["Colour detection", "Ink colour is chosen automatically for light and dark insulation."],
        ["Inline or offline", "Runs on a cut and strip machine or on its own."],
      ],
    },
    de: {
      intro:
        "Der {name} druckt Texte, Codes und Symbole bei voller Liniengeschwindigkeit auf die Leitungsisolation, inline auf einer Schneid- und Abisoliermaschine oder als eigenständige Einheit.",
      closing: "UV-härtende Tinten sind trocken, bevor die Leitung den Drucker verlässt.",
      highlights: [
        ["UV-Härtung", "Markierungen sind sofort trocken und wischfest."],
        [
          "Farberkennung",
          "Die Tintenfarbe wird für helle und dunkle Isolationen automatisch gewählt.",
        ],
        ["Inline oder offline", "Läuft auf einer Schneid- und Abisoliermaschine oder allein."],
      ],
    },
  },
  "laser-marking": {
    specs: [s.cableDiameter, s.markSpeed, s.characters, s.weight],
    capabilities: ["cap-laser-marking"],
    services: maintenance,
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} marks fluoropolymer aerospace wires with a UV laser: permanent, ink-free and compliant with SAE AS5649.",
      closing: "A contrast camera checks every mark and stops the line if one is not legible.",
      highlights: [
        ["UV laser source", "Ink-free marks that do not damage the insulation."],
        ["Contrast check", "A camera verifies the legibility of every mark."],
        ["Aerospace standards", "Marking to SAE AS5649 and EN 3838."],
      ],
    },
    de: {
      intro:
        "Der {name} markiert Fluorpolymer-Luftfahrtleitungen mit einem UV-Laser: dauerhaft, tintenfrei und normgerecht nach SAE AS5649.",
      closing:
        "Eine Kontrastkamera prüft jede Markierung und stoppt die Linie, wenn eine nicht lesbar ist.",
      highlights: [
        ["UV-Laserquelle", "Tintenfreie Markierungen, die die Isolation nicht schädigen."],
        ["Kontrastprüfung", "Eine Kamera prüft die Lesbarkeit jeder Markierung."],
        ["Luftfahrtnormen", "Markierung nach SAE AS5649 und EN 3838."],
      ],
    },
  },
  "module-insertion": {
    specs: [s.crossSection, s.modules, s.output, s.machineLength, s.weight],
    capabilities: ["cap-seal-loading", "cap-connectivity"],
    components: ["mini-applicator-ma-s"],
    services: maintenance,
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} crimps wires and inserts the terminals straight into connector housings, so harness makers skip manual connector loading.",
      closing:
        "Push-back tests confirm every terminal has locked before the connector is released.",
      highlights: [
        ["Direct insertion", "Terminals go into the housing right after crimping."],
        ["Push-back test", "Every terminal is checked for correct locking."],
        ["Connector nests", "Housings are fed from nests that change in seconds."],
      ],
    },
    de: {
      intro:
        "Die {name} crimpt Leitungen und steckt die Kontakte direkt in Steckergehäuse, Kabelbaumhersteller sparen sich die manuelle Bestückung.",
      closing:
        "Ein Rückzugtest bestätigt die Verrastung jedes Kontakts, bevor der Stecker freigegeben wird.",
      highlights: [
        ["Direktbestückung", "Kontakte kommen direkt nach dem Crimpen ins Gehäuse."],
        ["Rückzugtest", "Jeder Kontakt wird auf korrekte Verrastung geprüft."],
        ["Steckernester", "Gehäuse werden aus Nestern zugeführt, die in Sekunden gewechselt sind."],
      ],
    },
  },
  taping: {
    specs: [s.bundle, s.tapeWidth, s.markSpeed, s.weight],
    capabilities: ["cap-connectivity"],
    services: maintenance,
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} wraps wire bundles with adhesive tape, as spot tapes or full spirals, at the harness board or in the line.",
      closing: "Tape rolls change in seconds and the overlap is set on the display.",
      highlights: [
        ["Spot and spiral taping", "Both wrapping modes from one head."],
        ["Open taping head", "Bundles are inserted from the side, also in branches."],
        ["Handheld or stationary", "Used on the board or mounted in the line."],
      ],
    },
    de: {
      intro:
        "Die {name} umwickelt Leitungsbündel mit Klebeband, als Punktbandage oder volle Spirale, am Formbrett oder in der Linie.",
      closing:
        "Bandrollen werden in Sekunden gewechselt, die Überlappung wird am Display eingestellt.",
      highlights: [
        ["Punkt- und Spiralbandage", "Beide Wickelarten aus einem Kopf."],
        ["Offener Wickelkopf", "Bündel werden seitlich eingelegt, auch in Abzweigen."],
        ["Handgeführt oder stationär", "Am Formbrett oder fest in der Linie."],
      ],
    },
  },
  twisting: {
    specs: [s.crossSection, s.twistLength, s.wireLength, s.output, s.weight],
    capabilities: ["cap-twisting", "cap-connectivity"],
    services: maintenance,
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} twists pairs and triples of wires for data and signal lines with constant lay length and defined open ends.",
      closing: "Back-twist compensation keeps the pair from untwisting when it is released.",
      highlights: [
        ["Constant lay length", "Servo control holds the lay length over the whole length."],
        ["Back-twist compensation", "Pairs stay twisted when they are released."],
        ["Open ends", "Untwisted ends are defined to the millimetre for crimping."],
      ],
    },
    de: {
      intro:
        "Die {name} verdrillt Paare und Dreiergruppen von Leitungen für Daten- und Signalleitungen mit konstanter Schlaglänge und definierten offenen Enden.",
      closing: "Eine Rückdrallkompensation verhindert, dass sich das Paar beim Entnehmen aufdreht.",
      highlights: [
        ["Konstante Schlaglänge", "Servoregelung hält die Schlaglänge über die ganze Länge."],
        ["Rückdrallkompensation", "Paare bleiben beim Entnehmen verdrillt."],
        ["Offene Enden", "Unverdrillte Enden auf den Millimeter genau für das Crimpen."],
      ],
    },
  },
  "harness-testers": {
    specs: [s.testPoints, s.testVoltage, s.cycle, s.weight],
    capabilities: ["cap-connectivity"],
    services: ["field-calibration"],
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} tests cables and harnesses for continuity, shorts, miswires and components such as resistors and diodes.",
      closing: "Test programs are learnt from a good harness and shared over the network.",
      highlights: [
        ["Learn from a good part", "A test program is created by scanning a known good harness."],
        ["Component tests", "Resistors, diodes and capacitors are measured in the same run."],
        ["Fault display", "Faults are shown by connector and pin, in plain words."],
      ],
    },
    de: {
      intro:
        "Das {name} prüft Kabel und Kabelbäume auf Durchgang, Kurzschlüsse, Vertauschungen und Bauteile wie Widerstände und Dioden.",
      closing: "Prüfprogramme werden von einem Gutteil gelernt und über das Netzwerk geteilt.",
      highlights: [
        ["Vom Gutteil lernen", "Ein Prüfprogramm entsteht durch Scannen eines bekannten Gutteils."],
        ["Bauteilprüfung", "Widerstände, Dioden und Kondensatoren werden im selben Lauf gemessen."],
        ["Fehleranzeige", "Fehler werden nach Stecker und Pin im Klartext angezeigt."],
      ],
    },
  },
  "hipot-testers": {
    specs: [s.testPoints, s.hipotVoltage, s.insulation, s.weight],
    capabilities: ["cap-hipot-testing", "cap-connectivity"],
    services: ["field-calibration"],
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} finds insulation faults that a continuity test cannot see, by applying high voltage between every net.",
      closing: "Dielectric withstand and insulation resistance are measured in one program.",
      highlights: [
        ["High voltage on every net", "Each net is tested against all others."],
        ["Insulation resistance", "Measures up to the gigaohm range."],
        ["Operator safety", "Interlocked fixture lid and discharge after every test."],
      ],
    },
    de: {
      intro:
        "Das {name} findet Isolationsfehler, die ein Durchgangstest nicht sieht, indem es Hochspannung zwischen alle Netze legt.",
      closing: "Spannungsfestigkeit und Isolationswiderstand werden in einem Programm gemessen.",
      highlights: [
        ["Hochspannung an jedem Netz", "Jedes Netz wird gegen alle anderen geprüft."],
        ["Isolationswiderstand", "Misst bis in den Gigaohm-Bereich."],
        ["Bedienersicherheit", "Verriegelter Adapterdeckel und Entladung nach jedem Test."],
      ],
    },
  },
  "hv-cable-processing": {
    specs: [s.crossSection, s.cableDiameter, s.output, s.weight],
    capabilities: ["cap-shield-processing", "cap-crimp-force-monitoring", "cap-connectivity"],
    services: maintenance,
    docType: { en: "Datasheet", de: "Datenblatt" },
    en: {
      intro:
        "The {name} processes shielded high-voltage cables for electric vehicles: jacket stripping, shield cutting and folding, sleeve placement and crimping.",
      closing: "Camera inspection checks the shield before the contact is crimped.",
      highlights: [
        ["Shield processing", "Braid cut, folded back and fixed in one station."],
        ["Camera inspection", "Every shield is checked for stray strands."],
        ["Large cross-sections", "Cables up to 95 mm² without manual handling."],
      ],
    },
    de: {
      intro:
        "Die {name} verarbeitet geschirmte Hochvoltleitungen für Elektrofahrzeuge: Mantel abisolieren, Schirm schneiden und umlegen, Hülse setzen und crimpen.",
      closing: "Eine Kamera prüft den Schirm, bevor der Kontakt gecrimpt wird.",
      highlights: [
        ["Schirmbearbeitung", "Geflecht in einer Station geschnitten, umgelegt und fixiert."],
        ["Kamerakontrolle", "Jeder Schirm wird auf abstehende Drähte geprüft."],
        ["Grosse Querschnitte", "Leitungen bis 95 mm² ohne manuelles Handling."],
      ],
    },
  },
  "maintenance-contracts": {
    specs: [s.visits, s.responseTime, s.discount],
    capabilities: ["cap-remote-support"],
    docType: { en: "Service description", de: "Leistungsbeschreibung" },
    en: {
      intro:
        "The {name} contract keeps your machines calibrated and your crimp quality constant, at a fixed yearly price.",
      closing: "Every visit is documented in the customer portal, with the parts replaced.",
      highlights: [
        ["Fixed price", "One yearly fee covers inspections and travel."],
        ["Documented visits", "Reports in the customer portal after every visit."],
        ["Priority hotline", "Your call goes to the front of the queue."],
      ],
    },
    de: {
      intro:
        "Der Vertrag {name} hält Ihre Maschinen kalibriert und Ihre Crimpqualität konstant, zu einem festen Jahrespreis.",
      closing: "Jeder Einsatz wird mit den ersetzten Teilen im Kundenportal dokumentiert.",
      highlights: [
        ["Festpreis", "Eine Jahresgebühr deckt Inspektionen und Reisen."],
        ["Dokumentierte Einsätze", "Berichte im Kundenportal nach jedem Einsatz."],
        ["Priority-Hotline", "Ihr Anruf wird vorrangig behandelt."],
      ],
    },
  },
  "field-service": {
    specs: [s.responseTime, s.duration],
    capabilities: ["cap-remote-support"],
    docType: { en: "Service description", de: "Leistungsbeschreibung" },
    en: {
      intro: "With {name}, a certified technician comes to your plant with the right parts.",
      closing: "Technicians are based in 14 countries, close to the major harness regions.",
      highlights: [
        ["Certified technicians", "Trained on every machine generation."],
        ["Parts on board", "The most common wear parts travel with the technician."],
        ["Calibration certificates", "Traceable certificates after every calibration."],
      ],
    },
    de: {
      intro: "Mit {name} kommt ein zertifizierter Techniker mit den richtigen Teilen in Ihr Werk.",
      closing:
        "Unsere Techniker sind in 14 Ländern stationiert, nahe den grossen Kabelbaumregionen.",
      highlights: [
        ["Zertifizierte Techniker", "Geschult auf jeder Maschinengeneration."],
        ["Teile an Bord", "Die häufigsten Verschleissteile reisen mit."],
        ["Kalibrierzertifikate", "Rückführbare Zertifikate nach jeder Kalibrierung."],
      ],
    },
  },
  "operator-training": {
    specs: [s.duration, s.participants],
    capabilities: [],
    docType: { en: "Course description", de: "Kursbeschreibung" },
    en: {
      intro:
        "The {name} teaches the skills your team needs on our machines, with hands-on exercises on real equipment.",
      closing: "Participants receive a certificate after the final assessment.",
      highlights: [
        ["Hands-on", "Two thirds of the time at the machine."],
        ["Small groups", "At most eight participants per trainer."],
        ["Certificate", "A certificate after the final assessment."],
      ],
    },
    de: {
      intro:
        "Der Kurs {name} vermittelt die Fertigkeiten, die Ihr Team an unseren Maschinen braucht, mit Übungen an echten Anlagen.",
      closing: "Teilnehmende erhalten nach der Abschlussprüfung ein Zertifikat.",
      highlights: [
        ["Praxisnah", "Zwei Drittel der Zeit an der Maschine."],
        ["Kleine Gruppen", "Höchstens acht Teilnehmende pro Trainer."],
        ["Zertifikat", "Ein Zertifikat nach der Abschlussprüfung."],
      ],
    },
  },
  "e-learning": {
    specs: [s.hours, s.participants],
    capabilities: [],
    docType: { en: "Course description", de: "Kursbeschreibung" },
    en: {
      intro: "{name} is an online course that operators take at their own pace, on any device.",
      closing: "Progress and certificates are shown in the customer portal.",
      highlights: [
        ["Any device", "Runs in the browser on PCs, tablets and phones."],
        ["Short lessons", "Lessons of ten minutes fit between two batches."],
        ["Progress tracking", "Supervisors see who completed which module."],
      ],
    },
    de: {
      intro:
        "{name} ist ein Online-Kurs, den Bediener in ihrem eigenen Tempo auf jedem Gerät absolvieren.",
      closing: "Fortschritt und Zertifikate werden im Kundenportal angezeigt.",
      highlights: [
        ["Jedes Gerät", "Läuft im Browser auf PC, Tablet und Telefon."],
        ["Kurze Lektionen", "Zehnminütige Lektionen passen zwischen zwei Lose."],
        ["Fortschrittsanzeige", "Vorgesetzte sehen, wer welches Modul abgeschlossen hat."],
      ],
    },
  },
  "machine-upgrades": {
    specs: [s.installTime, s.gain],
    capabilities: ["cap-connectivity"],
    docType: { en: "Upgrade description", de: "Upgrade-Beschreibung" },
    en: {
      intro:
        "The {name} brings installed machines up to the current generation, without replacing the machine.",
      closing: "Installation is done by our technicians, usually within one shift.",
      highlights: [
        ["Installed in one shift", "Short downtime, planned with you."],
        ["Current generation", "Your machine gains the features of new machines."],
        ["Warranty", "Twelve months warranty on all upgrade parts."],
      ],
    },
    de: {
      intro:
        "Das {name} bringt installierte Maschinen auf den Stand der aktuellen Generation, ohne die Maschine zu ersetzen.",
      closing: "Die Installation erfolgt durch unsere Techniker, meist innerhalb einer Schicht.",
      highlights: [
        ["In einer Schicht installiert", "Kurze, mit Ihnen geplante Stillstandszeit."],
        ["Aktuelle Generation", "Ihre Maschine erhält die Funktionen neuer Maschinen."],
        ["Gewährleistung", "Zwölf Monate Gewährleistung auf alle Upgrade-Teile."],
      ],
    },
  },
  "software-upgrades": {
    specs: [s.installTime, s.machines],
    capabilities: ["cap-connectivity", "cap-remote-support"],
    docType: { en: "Upgrade description", de: "Upgrade-Beschreibung" },
    en: {
      intro: "The {name} installs the current control software on machines in the field.",
      closing: "Articles and settings are migrated automatically.",
      highlights: [
        ["Remote installation", "Installed over a secure remote connection."],
        ["Data migration", "Articles and settings move over automatically."],
        ["Release notes", "Every change documented in your language."],
      ],
    },
    de: {
      intro: "Das {name} installiert die aktuelle Steuerungssoftware auf Maschinen im Feld.",
      closing: "Artikel und Einstellungen werden automatisch übernommen.",
      highlights: [
        ["Ferninstallation", "Installation über eine sichere Fernverbindung."],
        ["Datenmigration", "Artikel und Einstellungen werden automatisch übernommen."],
        ["Versionshinweise", "Jede Änderung in Ihrer Sprache dokumentiert."],
      ],
    },
  },
  "spare-parts": {
    specs: [s.items, s.dispatch, s.weight],
    capabilities: [],
    docType: { en: "Parts list", de: "Teileliste" },
    en: {
      intro: "The {name} contains original parts, checked and packed for quick replacement.",
      closing: "Orders placed before 3 pm leave our warehouse the same day.",
      highlights: [
        ["Original parts", "Made to the original drawings and tolerances."],
        ["Same-day dispatch", "Orders before 3 pm ship the same day."],
        ["Kitted", "Everything for one maintenance step in one box."],
      ],
    },
    de: {
      intro: "Das {name} enthält Originalteile, geprüft und für den schnellen Austausch verpackt.",
      closing: "Bestellungen vor 15 Uhr verlassen unser Lager am selben Tag.",
      highlights: [
        ["Originalteile", "Nach Originalzeichnungen und -toleranzen gefertigt."],
        ["Versand am selben Tag", "Bestellungen vor 15 Uhr werden am selben Tag versandt."],
        ["Als Set", "Alles für einen Wartungsschritt in einer Schachtel."],
      ],
    },
  },
  "production-planning": {
    specs: [s.machines, s.users, s.refresh],
    capabilities: ["cap-connectivity"],
    docType: { en: "Product sheet", de: "Produktblatt" },
    en: {
      intro:
        "{name} plans harness production orders across cutting, crimping and assembly, and sends each machine its work.",
      closing: "It connects to SAP and other ERP systems through standard interfaces.",
      highlights: [
        ["Order sequencing", "Groups orders by cross-section and terminal to cut changeovers."],
        ["ERP integration", "Orders come from ERP and confirmations go back."],
        ["Scenario planning", "Compare plans before releasing them to the shop floor."],
      ],
    },
    de: {
      intro:
        "{name} plant Fertigungsaufträge für Kabelbäume über Schneiden, Crimpen und Montage und schickt jeder Maschine ihre Arbeit.",
      closing: "Über Standardschnittstellen ist es an SAP und andere ERP-Systeme angebunden.",
      highlights: [
        [
          "Auftragsreihenfolge",
          "Gruppiert Aufträge nach Querschnitt und Kontakt, um Umrüstungen zu sparen.",
        ],
        ["ERP-Anbindung", "Aufträge kommen aus dem ERP, Rückmeldungen gehen zurück."],
        ["Szenarioplanung", "Pläne vergleichen, bevor sie in die Fertigung gehen."],
      ],
    },
  },
  "machine-monitoring": {
    specs: [s.machines, s.users, s.refresh],
    capabilities: ["cap-connectivity"],
    docType: { en: "Product sheet", de: "Produktblatt" },
    en: {
      intro:
        "{name} shows the live status, output and OEE of every connected machine in the plant.",
      closing: "Alarms reach the right person by e-mail or on the shop-floor display.",
      highlights: [
        ["Live OEE", "Availability, performance and quality per machine and shift."],
        ["Alarms", "Downtime and quality alarms to the right person."],
        ["Shop-floor displays", "Large-screen views for each production hall."],
      ],
    },
    de: {
      intro: "{name} zeigt Live-Status, Ausbringung und OEE jeder angebundenen Maschine im Werk.",
      closing: "Alarme erreichen die richtige Person per E-Mail oder auf dem Hallendisplay.",
      highlights: [
        ["Live-OEE", "Verfügbarkeit, Leistung und Qualität pro Maschine und Schicht."],
        ["Alarme", "Stillstands- und Qualitätsalarme an die richtige Person."],
        ["Hallendisplays", "Grossbildansichten für jede Fertigungshalle."],
      ],
    },
  },
  "machine-programming": {
    specs: [s.machines, s.users],
    capabilities: ["cap-connectivity"],
    docType: { en: "Product sheet", de: "Produktblatt" },
    en: {
      intro:
        "{name} lets engineers create and test wire articles offline and send them to the machines in one click.",
      closing: "Article libraries are shared across plants, with versioning and approval.",
      highlights: [
        ["Offline programming", "Articles are prepared while the machine keeps producing."],
        ["Shared libraries", "One article library for every plant."],
        ["Approval workflow", "Changes go live only after approval."],
      ],
    },
    de: {
      intro:
        "Mit {name} legen Ingenieure Leitungsartikel offline an, testen sie und senden sie mit einem Klick an die Maschinen.",
      closing:
        "Artikelbibliotheken werden werksübergreifend geteilt, mit Versionierung und Freigabe.",
      highlights: [
        [
          "Offline-Programmierung",
          "Artikel werden vorbereitet, während die Maschine weiterproduziert.",
        ],
        ["Gemeinsame Bibliotheken", "Eine Artikelbibliothek für alle Werke."],
        ["Freigabeprozess", "Änderungen werden erst nach Freigabe wirksam."],
      ],
    },
  },
  "data-management": {
    specs: [s.machines, s.users],
    capabilities: ["cap-connectivity"],
    docType: { en: "Product sheet", de: "Produktblatt" },
    en: {
      intro: "{name} keeps articles, tooling and quality data of all machines in one database.",
      closing: "Backups and access rights are managed centrally by IT.",
      highlights: [
        ["One database", "Articles, tools and quality data in one place."],
        ["Tool management", "Applicator cycles and maintenance due dates at a glance."],
        ["Central backups", "IT manages backups and rights in one place."],
      ],
    },
    de: {
      intro:
        "{name} hält Artikel, Werkzeuge und Qualitätsdaten aller Maschinen in einer Datenbank.",
      closing: "Sicherungen und Zugriffsrechte werden zentral von der IT verwaltet.",
      highlights: [
        ["Eine Datenbank", "Artikel, Werkzeuge und Qualitätsdaten an einem Ort."],
        ["Werkzeugverwaltung", "Werkzeugzyklen und Wartungstermine auf einen Blick."],
        ["Zentrale Sicherung", "Die IT verwaltet Sicherungen und Rechte an einem Ort."],
      ],
    },
  },
};
