import { formModule, storyFeedbackCopy } from "./forms";
import { image, localize, type SeedPage, tr } from "./types";

const contacts = {
  lena: {
    id: "contact-lena-marti",
    name: "Lena Marti",
    slug: "lena-marti",
    image: image("contact-lena-marti", "Lena Marti", 80, 80),
  },
  carlos: {
    id: "contact-carlos-ruiz",
    name: "Carlos Ruiz",
    slug: "carlos-ruiz",
    image: image("contact-carlos-ruiz", "Carlos Ruiz", 80, 80),
  },
  jana: {
    id: "contact-jana-novak",
    name: "Jana Novák",
    slug: "jana-novak",
    image: image("contact-jana-novak", "Jana Novák", 80, 80),
  },
};

interface StoryCopy {
  title: string;
  lead: string;
  category: string;
  body: string;
  quote: string;
  /** The quoted person's job and company, in the story's language. */
  role: string;
  caption: string;
}

function story(options: {
  id: string;
  slug: string;
  date: string;
  picture: string;
  author: keyof typeof contacts;
  /** The quoted person's name; their role is in the copy. */
  quoteBy: string;
  products: string[];
  copy: { en: StoryCopy } & Record<string, StoryCopy>;
}): SeedPage {
  // The page's own picture (teasers, sharing) reads its caption in the page's language too.
  const captions = Object.fromEntries(Object.entries(options.copy).map(([l, c]) => [l, c.caption]));
  const picture = image(
    options.picture,
    tr({ en: options.copy.en.caption, ...captions }),
    768,
    432,
  );
  return {
    id: options.id,
    siteId: "site-main",
    slug: options.slug,
    kind: "Story",
    parentSlug: "stories",
    publicationDate: `${options.date}T07:00:00.000Z`,
    image: picture,
    storyContacts: [contacts[options.author]],
    relatedProducts: options.products,
    localizations: localize(options.copy, (c, language) => ({
      title: c.title,
      description: c.lead,
      leadText: c.lead,
      category: c.category,
      modules: [
        {
          __typename: "ImageModule",
          id: `${options.id}-image`,
          image: { ...picture, alternativeText: c.caption },
          preset: "BreakOut",
          caption: c.caption,
        },
        { __typename: "RichTextModule", id: `${options.id}-body`, html: c.body },
        {
          __typename: "QuoteModule",
          id: `${options.id}-quote`,
          text: c.quote,
          author: options.quoteBy,
          role: c.role,
          portrait: image(`portrait-${options.slug}`, options.quoteBy, 80, 80),
        },
        formModule(storyFeedbackCopy, language, {
          id: `${options.id}-feedback`,
          form: "STORY_FEEDBACK",
        }),
      ],
    })),
  };
}

/** Customer and technology stories (spec section 3), with related products for product pages. */
export const seedStories: SeedPage[] = [
  story({
    id: "story-mexico-harness-line",
    slug: "automating-harness-production-in-mexico",
    date: "2025-06-12",
    picture: "story-mexico",
    author: "carlos",
    quoteBy: "María Fernández",
    products: ["gamma-263"],
    copy: {
      en: {
        title: "Automating harness production in Mexico",
        lead: "How a supplier in Querétaro tripled its output of door harnesses without adding a shift.",
        category: "Customer story",
        caption: "Crimping centres on the new line in Querétaro",
        body: "<p>Arnéses del Bajío builds door and seat harnesses for three car makers. When orders doubled in 2024, the plant replaced twelve bench presses with four <strong>Gamma 263</strong> crimping centres linked to WIRE Flow.</p><p>Changeovers now take under five minutes, and every crimp is monitored for force and height.</p>",
        quote:
          "We ship more harnesses with fewer rejects, and our operators finally go home on time.",
        role: "Plant manager, Arnéses del Bajío",
      },
      de: {
        title: "Kabelbaumfertigung in Mexiko automatisiert",
        lead: "Wie ein Zulieferer in Querétaro seine Produktion von Türkabelbäumen ohne zusätzliche Schicht verdreifachte.",
        category: "Kundengeschichte",
        caption: "Crimpcenter an der neuen Linie in Querétaro",
        body: "<p>Arnéses del Bajío fertigt Tür- und Sitzkabelbäume für drei Automobilhersteller. Als sich die Aufträge 2024 verdoppelten, ersetzte das Werk zwölf Tischpressen durch vier <strong>Gamma 263</strong> Crimpcenter, die mit WIRE Flow verbunden sind.</p><p>Umrüsten dauert jetzt keine fünf Minuten mehr, und jeder Crimp wird auf Kraft und Höhe überwacht.</p>",
        quote:
          "Wir liefern mehr Kabelbäume mit weniger Ausschuss, und unsere Mitarbeitenden gehen endlich pünktlich nach Hause.",
        role: "Werkleiterin, Arnéses del Bajío",
      },
      es: {
        title: "Automatizar la producción de arneses en México",
        lead: "Cómo un proveedor de Querétaro triplicó su producción de arneses de puerta sin añadir un turno.",
        category: "Caso de cliente",
        caption: "Centros de engaste en la nueva línea de Querétaro",
        body: "<p>Arnéses del Bajío fabrica arneses de puerta y asiento para tres fabricantes de automóviles. Cuando los pedidos se duplicaron en 2024, la planta sustituyó doce prensas de banco por cuatro centros de engaste <strong>Gamma 263</strong> conectados a WIRE Flow.</p>",
        quote:
          "Enviamos más arneses con menos rechazos, y nuestros operarios por fin salen a su hora.",
        role: "Directora de planta, Arnéses del Bajío",
      },
    },
  }),
  story({
    id: "story-adaptronic-porto",
    slug: "adaptronic-test-lab-porto",
    date: "2025-11-19",
    picture: "story-porto-lab",
    author: "lena",
    quoteBy: "Rui Almeida",
    products: ["gamma-263"],
    copy: {
      en: {
        title: "A test lab for harness fixtures in Porto",
        lead: "Adaptronic now validates test fixtures with the customer's own harnesses before they ship.",
        category: "Technology",
        caption: "Fixture validation at the Adaptronic lab",
        body: "<p>Every electrical test fixture is run against golden samples of the customer's harness. Contact resistance, pin retention and leak tests are logged and delivered with the fixture.</p>",
        quote: "A fixture that passes here works on the customer's line on day one.",
        role: "Head of test engineering, Adaptronic",
      },
      de: {
        title: "Ein Prüflabor für Kabelbaumadapter in Porto",
        lead: "Adaptronic validiert Prüfadapter jetzt mit den Kabelbäumen des Kunden, bevor sie ausgeliefert werden.",
        category: "Technologie",
        caption: "Adaptervalidierung im Adaptronic-Labor",
        body: "<p>Jeder elektrische Prüfadapter wird gegen Referenzmuster des Kundenkabelbaums geprüft. Übergangswiderstand, Kontakthaltekraft und Dichtheit werden protokolliert und mit dem Adapter geliefert.</p>",
        quote: "Ein Adapter, der hier besteht, läuft an der Linie des Kunden vom ersten Tag an.",
        role: "Leiter Prüftechnik, Adaptronic",
      },
    },
  }),
  story({
    id: "story-splice-welder",
    slug: "designing-a-splice-welder",
    date: "2026-04-07",
    picture: "story-splice-welder",
    author: "jana",
    quoteBy: "Tomás Ibáñez",
    products: [],
    copy: {
      en: {
        title: "Designing a splice welder for one hand",
        lead: "Diit's award-winning ultrasonic welder changes its sonotrode without tools.",
        category: "Innovation",
        caption: "The compact ultrasonic splice welder",
        body: "<p>Operators told us the tool change was the worst part of their shift. The new welder opens with one lever, and the sonotrode locks itself in place.</p>",
        quote:
          "We designed the machine around the operator's hand, not around the ultrasound stack.",
        role: "Industrial designer, Diit",
      },
      de: {
        title: "Ein Spleissschweisser für eine Hand",
        lead: "Der preisgekrönte Ultraschallschweisser von Diit wechselt seine Sonotrode ohne Werkzeug.",
        category: "Innovation",
        caption: "Der kompakte Ultraschall-Spleissschweisser",
        body: "<p>Die Bediener sagten uns, der Werkzeugwechsel sei der schlimmste Teil ihrer Schicht. Der neue Schweisser öffnet mit einem Hebel, und die Sonotrode verriegelt sich selbst.</p>",
        quote:
          "Wir haben die Maschine um die Hand des Bedieners herum entworfen, nicht um den Ultraschallstapel.",
        role: "Industriedesigner, Diit",
      },
    },
  }),
  story({
    id: "story-cabinet-wiring",
    slug: "wiring-control-cabinets-in-half-the-time",
    date: "2026-02-24",
    picture: "story-cabinet",
    author: "lena",
    quoteBy: "Stefan Huber",
    products: ["gamma-263"],
    copy: {
      en: {
        title: "Wiring control cabinets in half the time",
        lead: "Pre-assembled, labelled wire sets arrive in the order of the wiring plan.",
        category: "Customer story",
        caption: "Labelled wire sets in a control cabinet",
        body: "<p>Instead of cutting and stripping each wire at the cabinet, Huber Schaltanlagen orders complete wire sets produced on a WIRE cutting line and sorted by wiring sequence.</p>",
        quote: "Our electricians now spend their time on wiring, not on searching for wires.",
        role: "Production manager, Huber Schaltanlagen",
      },
      de: {
        title: "Schaltschränke in der halben Zeit verdrahten",
        lead: "Vorkonfektionierte, beschriftete Leitungssätze kommen in der Reihenfolge des Verdrahtungsplans.",
        category: "Kundengeschichte",
        caption: "Beschriftete Leitungssätze im Schaltschrank",
        body: "<p>Statt jede Leitung am Schrank abzulängen und abzuisolieren, bestellt Huber Schaltanlagen komplette Leitungssätze, die auf einer WIRE-Schneidlinie gefertigt und nach Verdrahtungsfolge sortiert werden.</p>",
        quote: "Unsere Elektriker verdrahten jetzt, statt Leitungen zu suchen.",
        role: "Produktionsleiter, Huber Schaltanlagen",
      },
    },
  }),
  story({
    id: "story-crimp-quality",
    slug: "what-a-crimp-cross-section-tells-you",
    date: "2025-03-05",
    picture: "story-cross-section",
    author: "jana",
    quoteBy: "Dr. Eva Keller",
    products: ["gamma-263"],
    copy: {
      en: {
        title: "What a crimp cross-section tells you",
        lead: "Reading a micrograph: compaction, burrs and the strands nobody wants to see.",
        category: "Know-how",
        caption: "Micrograph of a crimp cross-section",
        body: "<p>A cross-section shows what pull-off tests cannot: whether every strand is compacted, whether the wings close symmetrically and whether the insulation crimp holds without cutting.</p>",
        quote: "A good crimp looks boring under the microscope. That is the point.",
        role: "Quality lab, WIRE Group",
      },
      de: {
        title: "Was ein Crimpschliffbild verrät",
        lead: "Ein Schliffbild lesen: Verdichtung, Grate und die Litzen, die niemand sehen will.",
        category: "Fachwissen",
        caption: "Schliffbild eines Crimps",
        body: "<p>Ein Schliffbild zeigt, was Auszugsprüfungen nicht zeigen: ob jede Litze verdichtet ist, ob sich die Flanken symmetrisch schliessen und ob der Isolationscrimp hält, ohne einzuschneiden.</p>",
        quote: "Ein guter Crimp sieht unter dem Mikroskop langweilig aus. Genau darum geht es.",
        role: "Qualitätslabor, WIRE Group",
      },
      fr: {
        title: "Ce que révèle une coupe de sertissage",
        lead: "Lire une micrographie : compactage, bavures et brins indésirables.",
        category: "Savoir-faire",
        caption: "Micrographie d'une coupe de sertissage",
        body: "<p>Une coupe montre ce que les essais d'arrachement ne montrent pas : le compactage de chaque brin et la fermeture symétrique des ailettes.</p>",
        quote: "Un bon sertissage paraît banal au microscope. C'est tout l'intérêt.",
        role: "Laboratoire qualité, groupe WIRE",
      },
    },
  }),
  story({
    id: "story-training-romania",
    slug: "training-operators-in-romania",
    date: "2025-08-20",
    picture: "story-training",
    author: "carlos",
    quoteBy: "Andrei Popescu",
    products: [],
    copy: {
      en: {
        title: "Training 400 operators a year in Romania",
        lead: "Our Timișoara training centre teaches machine setup on the same lines customers run.",
        category: "People",
        caption: "Operators in a setup course in Timișoara",
        body: "<p>Courses run in Romanian, Hungarian and English. Every participant sets up a crimp applicator, measures crimp height and runs a first-article inspection.</p>",
        quote: "People learn setup with their hands, not from slides.",
        role: "Training lead, WIRE Romania",
      },
      de: {
        title: "400 Bediener pro Jahr in Rumänien geschult",
        lead: "Unser Schulungszentrum in Timișoara lehrt das Einrichten an denselben Linien, die unsere Kunden betreiben.",
        category: "Menschen",
        caption: "Bediener in einem Einrichtkurs in Timișoara",
        body: "<p>Die Kurse finden auf Rumänisch, Ungarisch und Englisch statt. Alle Teilnehmenden richten einen Crimpapplikator ein, messen die Crimphöhe und führen eine Erstmusterprüfung durch.</p>",
        quote: "Einrichten lernt man mit den Händen, nicht mit Folien.",
        role: "Schulungsleiter, WIRE Romania",
      },
    },
  }),
  story({
    id: "story-ev-battery",
    slug: "high-voltage-cables-for-electric-cars",
    date: "2026-05-14",
    picture: "story-high-voltage",
    author: "lena",
    quoteBy: "Jin Wei",
    products: ["gamma-263"],
    copy: {
      en: {
        title: "Processing high-voltage cables for electric cars",
        lead: "Shielded cables up to 95 mm² need new stripping and shield-handling processes.",
        category: "Technology",
        caption: "Shielded high-voltage cable after stripping",
        body: "<p>Electric drivetrains carry up to 800 volts. Stripping the shield braid without damaging the inner insulation is the critical step, and it is now fully automated.</p>",
        quote: "Automation made high-voltage processing repeatable enough for series production.",
        role: "Process engineer, Suzhou e-Drive Cables",
      },
      de: {
        title: "Hochvoltleitungen für Elektroautos verarbeiten",
        lead: "Geschirmte Leitungen bis 95 mm² verlangen neue Abisolier- und Schirmprozesse.",
        category: "Technologie",
        caption: "Geschirmte Hochvoltleitung nach dem Abisolieren",
        body: "<p>Elektrische Antriebe arbeiten mit bis zu 800 Volt. Das Abisolieren des Schirmgeflechts ohne Beschädigung der inneren Isolation ist der kritische Schritt, und er ist jetzt vollautomatisch.</p>",
        quote: "Die Automatisierung hat die Hochvoltverarbeitung serienreif gemacht.",
        role: "Prozessingenieur, Suzhou e-Drive Cables",
      },
      zh: {
        title: "为电动汽车加工高压线缆",
        lead: "截面达 95 mm² 的屏蔽线缆需要新的剥线和屏蔽处理工艺。",
        category: "技术",
        caption: "剥线后的屏蔽高压线缆",
        body: "<p>电驱系统电压高达 800 伏。在不损伤内绝缘的情况下剥离屏蔽编织层是关键步骤，现在已完全自动化。</p>",
        quote: "自动化让高压线缆加工足以满足量产要求。",
        role: "工艺工程师，Suzhou e-Drive Cables",
      },
    },
  }),
];
