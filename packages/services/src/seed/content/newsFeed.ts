import type { StoredImage } from "../../db/storedJson";
import { image } from "./types";

interface SeedNewsItem {
  id: string;
  publicationDate: string;
  title: Record<string, string>;
  text: Record<string, string>;
  link: string;
  image: StoredImage | null;
}

/** The news feed panel's items (spec section 3), newest last here; the API orders them. */
export const seedNewsFeed: SeedNewsItem[] = [
  [
    "2025-09-02",
    "Gamma 263 now crimps 0.13 mm²",
    "Gamma 263 crimpt jetzt 0,13 mm²",
    "A new applicator set takes the Gamma 263 down to the finest automotive signal wires.",
    "Ein neuer Werkzeugsatz bringt die Gamma 263 bis zu den feinsten Signalleitungen im Fahrzeug.",
    "/products/crimping/gamma-263",
  ],
  [
    "2025-09-18",
    "Service hotline extends its hours in Mexico",
    "Service-Hotline in Mexiko länger erreichbar",
    "Our Querétaro team now answers from 6 am to 10 pm on weekdays.",
    "Unser Team in Querétaro ist werktags von 6 bis 22 Uhr erreichbar.",
    "/contact",
  ],
  [
    "2025-10-07",
    "Meet us at electronica 2025 in Munich",
    "Treffen Sie uns an der electronica 2025 in München",
    "Hall B3, booth 401: live demonstrations of the fully automated harness line.",
    "Halle B3, Stand 401: Live-Vorführungen der vollautomatischen Kabelbaumlinie.",
    "https://electronica.de",
  ],
  [
    "2025-10-21",
    "WIRE Flow 4.2 released",
    "WIRE Flow 4.2 veröffentlicht",
    "Job lists can now be imported straight from the harness design tool.",
    "Auftragslisten lassen sich jetzt direkt aus dem Kabelbaum-Designwerkzeug importieren.",
    "/smart-factory/wire-flow",
  ],
  [
    "2025-11-04",
    "New training dates for crimp quality",
    "Neue Schulungstermine zur Crimpqualität",
    "Two-day courses on crimp cross-sections and pull-off testing in Switzerland and Romania.",
    "Zweitägige Kurse zu Crimpschliffbildern und Auszugsprüfung in der Schweiz und in Rumänien.",
    "/services/training",
  ],
  [
    "2025-11-19",
    "Adaptronic opens a test lab in Porto",
    "Adaptronic eröffnet ein Prüflabor in Porto",
    "Customers can have harness test fixtures validated before they ship.",
    "Kunden können Prüfadapter vor der Auslieferung validieren lassen.",
    "/stories/adaptronic-test-lab-porto",
  ],
  [
    "2025-12-03",
    "Spare parts shop: faster delivery in the EU",
    "Ersatzteilshop: schnellere Lieferung in der EU",
    "Wear parts ordered before 3 pm leave our warehouse the same day.",
    "Verschleissteile, die vor 15 Uhr bestellt werden, verlassen unser Lager am selben Tag.",
    "/services/spare-parts",
  ],
  [
    "2025-12-16",
    "Holiday service schedule",
    "Servicezeiten über die Feiertage",
    "Emergency support stays available around the clock between the holidays.",
    "Der Notfall-Support bleibt zwischen den Feiertagen rund um die Uhr erreichbar.",
    "action:open-news-feed-panel",
  ],
  [
    "2026-01-13",
    "Cirris Easy-Touch Pro gets a 4,000-point matrix",
    "Cirris Easy-Touch Pro mit 4000-Punkte-Matrix",
    "The tester now checks the largest body harnesses in a single pass.",
    "Der Tester prüft jetzt die grössten Karosseriekabelbäume in einem Durchgang.",
    "/products/testing",
  ],
  [
    "2026-01-27",
    "Sustainability report 2025 published",
    "Nachhaltigkeitsbericht 2025 veröffentlicht",
    "Energy use per processed wire end fell by 11 percent.",
    "Der Energieverbrauch pro verarbeitetem Leitungsende sank um 11 Prozent.",
    "/company/sustainability",
  ],
  [
    "2026-02-10",
    "Hosver joins the WIRE Group",
    "Hosver wird Teil der WIRE Group",
    "The Spanish specialist for wire marking strengthens our harness portfolio.",
    "Der spanische Spezialist für Leitungsmarkierung stärkt unser Kabelbaum-Portfolio.",
    "/media-releases/hosver-joins-the-wire-group",
  ],
  [
    "2026-02-24",
    "Webinar: automating the control cabinet",
    "Webinar: Den Schaltschrank automatisieren",
    "How pre-assembled wire sets halve the wiring time of control cabinets.",
    "Wie vorkonfektionierte Leitungssätze die Verdrahtungszeit im Schaltschrank halbieren.",
    "/revolution-im-schaltschrankbau",
  ],
  [
    "2026-03-10",
    "New regional office in Pune",
    "Neue Niederlassung in Pune",
    "Sales and service for India now work from one site close to our customers.",
    "Vertrieb und Service für Indien arbeiten jetzt von einem Standort nahe bei unseren Kunden.",
    "/company/locations",
  ],
  [
    "2026-03-24",
    "Annual results 2025",
    "Jahresergebnis 2025",
    "Order intake grew in every region; the dividend rises to CHF 2.40.",
    "Der Auftragseingang wuchs in allen Regionen; die Dividende steigt auf CHF 2.40.",
    "/media-releases/annual-results-2025",
  ],
  [
    "2026-04-07",
    "Diit ultrasonic welder wins design award",
    "Diit-Ultraschallschweisser gewinnt Designpreis",
    "The compact splice welder impressed the jury with its one-hand tool change.",
    "Der kompakte Spleissschweisser überzeugte die Jury mit dem einhändigen Werkzeugwechsel.",
    "/stories/designing-a-splice-welder",
  ],
  [
    "2026-04-21",
    "North America Harness Days in Detroit",
    "North America Harness Days in Detroit",
    "Three days of live demos and talks from harness makers. Registration is open.",
    "Drei Tage mit Live-Vorführungen und Vorträgen von Kabelbaumherstellern. Die Anmeldung ist offen.",
    "/na-events",
  ],
  [
    "2026-05-05",
    "Customer portal: track your service tickets",
    "Kundenportal: Servicetickets verfolgen",
    "Every ticket now shows the technician's notes as soon as they are written.",
    "Jedes Ticket zeigt jetzt die Notizen des Technikers, sobald sie geschrieben sind.",
    "/portal/tickets/list",
  ],
].map(([date, enTitle, deTitle, enText, deText, link], index) => ({
  id: `news-${String(index + 1).padStart(2, "0")}`,
  publicationDate: `${date}T08:00:00.000Z`,
  title: { en: enTitle!, de: deTitle! },
  text: { en: enText!, de: deText! },
  link: link!,
  image: index % 3 === 2 ? null : image(`news-${index + 1}`, enTitle!, 768, 432),
}));
