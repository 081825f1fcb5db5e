import { netUnitPriceCents } from "@wire/domain";
import type {
  PartKind,
  PartsRequestLine,
  PartsRequestStatus,
  PartsRequestType,
  ProductInfoStatus,
} from "../../db/partsSchema";
import { MACHINE_MODELS } from "./installedBase";
import { random } from "./tickets";

/**
 * The product information and parts seed: for each of the 12 machine models (the 8 of the
 * installed base included) 7 product-information items, a bill of materials of 29 positions
 * (26 parts of the model and 3 the models share: 315 parts), an exploded view with a marker for
 * each position, 3 knowledge-hub articles of 3 topics and 2 software packages per item, the
 * organisations' price lists and a few quote and order requests. Deterministic, so a seed that
 * runs again writes the same rows (and skips them).
 */

/** How the drawing of one position looks, and whether the part wears. */
type Category = [name: string, kind: PartKind, shape: "blade" | "roller" | "box" | "tube" | "ring"];

/** The 26 parts of every model, by position (position 7 is the model's cutting blade set). */
const MODEL_CATEGORIES: Category[] = [
  ["Feed belt", "WEAR", "roller"],
  ["Pressure roller, upper", "WEAR", "roller"],
  ["Pressure roller, lower", "WEAR", "roller"],
  ["Straightener unit", "SPARE", "box"],
  ["Wire guide tube Ø 4 mm", "WEAR", "tube"],
  ["Wire guide nozzle", "WEAR", "tube"],
  ["Cutting blade set", "WEAR", "blade"],
  ["Stripping blade, V-shape", "WEAR", "blade"],
  ["Blade holder", "SPARE", "box"],
  ["Servo motor, feed axis", "SPARE", "box"],
  ["Servo motor, blade axis", "SPARE", "box"],
  ["Toothed drive belt", "WEAR", "roller"],
  ["Encoder", "SPARE", "ring"],
  ["Proximity sensor M12", "SPARE", "tube"],
  ["Light barrier", "SPARE", "box"],
  ["Pneumatic cylinder", "SPARE", "tube"],
  ["Solenoid valve 5/2", "SPARE", "box"],
  ["Gripper jaws", "WEAR", "blade"],
  ["Linear guide carriage", "SPARE", "box"],
  ["Ball bearing 6202", "WEAR", "ring"],
  ["Compression spring set", "WEAR", "ring"],
  ["Cable chain", "SPARE", "box"],
  ["Vacuum suction cup", "WEAR", "ring"],
  ["Control board", "SPARE", "box"],
  ['Touch panel 12"', "SPARE", "box"],
  ["Protective cover", "SPARE", "box"],
];

/** Parts every model holds, at positions 27 to 29. */
const SHARED_CATEGORIES: Category[] = [
  ["Power supply 24 V DC, 10 A", "SPARE", "box"],
  ["Fuse set", "WEAR", "ring"],
  ["Cooling fan 120 mm", "SPARE", "ring"],
];

/** The group's warehouses. */
const WAREHOUSES = ["Dierikon (CH)", "Hamburg (DE)", "Kenosha (US)", "Shanghai (CN)"];

/** Product-information items of every model: its configurations, modules and options. */
const VARIANTS: [slug: string, name: string][] = [
  ["base-machine", "base machine"],
  ["seal-module", "seal module"],
  ["twisting-unit", "twisting unit"],
  ["marking-option", "marking option"],
  ["quality-package", "quality package"],
  ["conveyor-extension", "conveyor extension"],
  ["retrofit-kit", "retrofit kit"],
];

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** A 7-digit article number: a prefix digit pair, the group and index, and a check digit. */
function articleNumber(prefix: number, group: number, index: number): string {
  const body = `${prefix}${pad(group, 2)}${pad(index, 2)}`;
  const check = [...body].reduce((sum, digit, i) => sum + Number(digit) * (i % 2 ? 3 : 1), 0) % 10;
  return `${body}${check}`;
}

/** The model's short code, e.g. `A530` for Alpha 530, `CFAC` for Crimp Force Analyzer CFA. */
export const modelCode = (model: string) =>
  model
    .split(/\s+/)
    .map((word) => (/\d/.test(word) ? word : word[0]!.toUpperCase()))
    .join("")
    .replace(/[^A-Z0-9]/g, "");

/** Stock in pieces and days until it ships; some parts run out (spec §3 availability). */
function stockOf(next: () => number, forceInStock: boolean) {
  const roll = next();
  const stock = forceInStock
    ? 24 + Math.floor(next() * 60)
    : roll < 0.12
      ? 0
      : roll < 0.3
        ? 1 + Math.floor(next() * 4)
        : roll < 0.55
          ? 5 + Math.floor(next() * 15)
          : 20 + Math.floor(next() * 180);
  const availabilityDays =
    stock === 0
      ? 10 + Math.floor(next() * 30)
      : stock < 5
        ? 3 + Math.floor(next() * 3)
        : stock < 20
          ? 2
          : 1;
  return { stock, availabilityDays };
}

const brandOf = (slug: string) =>
  slug.startsWith("cirris") ? "Cirris" : slug.startsWith("hosver") ? "Hosver" : "WIRE";

/** Where a position's part sits in the 1200 × 900 drawing, and where its marker is. */
function layout(position: number, count: number) {
  // The parts spread along two exploded axes from the housing in the middle.
  const column = (position - 1) % 8;
  const row = Math.floor((position - 1) / 8);
  const rows = Math.ceil(count / 8);
  const cx = 110 + column * 140 + (row % 2) * 40;
  const cy = 150 + row * (620 / Math.max(rows - 1, 1));
  return { cx, cy, x: cx + 46, y: cy - 58 };
}

export interface SeedPart {
  id: string;
  name: string;
  articleNumber: string;
  category: string;
  stock: number;
  availabilityDays: number;
  location: string;
  priceCents: number;
}

/** Every part, every model's bill of materials with marker points, and the drawings' frames. */
export function seedParts() {
  const next = random(4711);
  const parts: SeedPart[] = [];
  const part = (category: Category, prefix: number, group: number, index: number, slug: string) => {
    const number = articleNumber(prefix, group, index);
    // Position 7 is what the acceptance test adds to the cart: always in stock.
    const { stock, availabilityDays } = stockOf(next, index === 7);
    const row = {
      id: `part-${slug}-${pad(index, 2)}`,
      name: category[0],
      articleNumber: number,
      category: category[0]
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/-$/, ""),
      stock,
      availabilityDays,
      location: WAREHOUSES[Math.floor(next() * WAREHOUSES.length)]!,
      priceCents: Math.round(
        (category[1] === "WEAR" ? 18 + next() * 240 : 120 + next() * 2400) * 100,
      ),
    };
    parts.push(row);
    return row;
  };
  const shared = SHARED_CATEGORIES.map((category, i) => part(category, 19, 99, 27 + i, "common"));

  const views: {
    productSlug: string;
    model: string;
    title: string;
    width: number;
    height: number;
  }[] = [];
  const bom: {
    productSlug: string;
    position: number;
    partId: string;
    kind: PartKind;
    quantity: number;
    x: number;
    y: number;
  }[] = [];
  MACHINE_MODELS.forEach(([slug, model], modelIndex) => {
    views.push({
      productSlug: slug,
      model,
      title: `${model}: exploded view of the processing unit`,
      width: 1200,
      height: 900,
    });
    const lines = [
      ...MODEL_CATEGORIES.map((category, i) => ({
        category,
        row: part(category, 10, modelIndex + 1, i + 1, slug),
      })),
      ...SHARED_CATEGORIES.map((category, i) => ({ category, row: shared[i]! })),
    ];
    lines.forEach(({ category, row }, i) => {
      const position = i + 1;
      const { x, y } = layout(position, lines.length);
      bom.push({
        productSlug: slug,
        position,
        partId: row.id,
        kind: category[1],
        quantity: category[1] === "WEAR" ? 1 + (position % 3) : 1,
        x,
        y,
      });
    });
  });
  return { parts, views, bom };
}

/** The drawing shape of a part, by its category. */
export const partShape = (name: string) =>
  [...MODEL_CATEGORIES, ...SHARED_CATEGORIES].find(([category]) => category === name)?.[2] ?? "box";

/** The centre of a position's part in the drawing (the marker sits above and to the right). */
export const partCentre = (position: number, count: number) => {
  const { cx, cy } = layout(position, count);
  return { cx, cy };
};

/** 84 product-information items, 7 per model; some discontinued or cancelled. */
export function seedProductInfo() {
  const next = random(815);
  return MACHINE_MODELS.flatMap(([slug, model], modelIndex) =>
    VARIANTS.map(([variantSlug, variantName], variantIndex) => {
      const n = modelIndex * VARIANTS.length + variantIndex;
      const status: ProductInfoStatus =
        variantIndex === 0
          ? "ACTIVE"
          : n % 11 === 5
            ? "CANCELLED"
            : n % 5 === 3
              ? "DISCONTINUED"
              : "ACTIVE";
      const { stock, availabilityDays } = stockOf(next, false);
      return {
        id: `pi-${slug}-${pad(variantIndex + 1, 2)}`,
        slug: variantIndex === 0 ? slug : `${slug}-${variantSlug}`,
        name: variantIndex === 0 ? model : `${model} ${variantName}`,
        brand: brandOf(slug),
        itemNumber: `ITM-${modelCode(model)}-${pad(variantIndex + 1, 2)}`,
        articleNumber: articleNumber(30, modelIndex + 1, variantIndex + 1),
        status,
        stock: status === "CANCELLED" ? 0 : stock,
        availabilityDays: status === "CANCELLED" ? 0 : availabilityDays,
        location: WAREHOUSES[n % WAREHOUSES.length]!,
        productSlug: slug,
        model,
        description:
          variantIndex === 0
            ? `The ${model} as delivered: machine, standard tooling and the control software.`
            : `The ${variantName} for the ${model}, fitted in the factory or retrofitted by the service.`,
      };
    }),
  );
}

/** What each knowledge-hub article of an item covers, with its topics. */
const ARTICLES: [title: string, summary: string, topics: [string, string[]][]][] = [
  [
    "Operating",
    "Everyday operation, from switching on to changing programs.",
    [
      [
        "Switching on and referencing",
        [
          "Switch on the main switch and wait until the control has started.",
          "Reference all axes from the start screen before the first job of a shift.",
        ],
      ],
      [
        "Loading a new wire",
        [
          "Open the guard, feed the wire through the straightener and the guide tube up to the blades.",
          "Select the wire in the article data so that feed pressure and blade depth match it.",
        ],
      ],
      [
        "Changing programs",
        [
          "Load the next article from the job list; the machine checks the tooling it needs.",
          "Run one test lead and measure it before releasing the batch.",
        ],
      ],
    ],
  ],
  [
    "Maintenance",
    "Intervals, checks and the wear parts to replace.",
    [
      [
        "Daily checks",
        [
          "Clean the blades and the guide nozzle with the brush; remove insulation residue.",
          "Check the compressed air at the maintenance unit: 6 bar.",
        ],
      ],
      [
        "Replacing the wear parts",
        [
          "Blades, guide tubes and feed belts wear with use; replace them as the parts list shows.",
          "Order wear parts before they are needed: the parts finder shows each position's part.",
        ],
      ],
      [
        "Lubrication plan",
        [
          "Grease the linear guides every 500 operating hours.",
          "Use only the grease named in the operating manual.",
        ],
      ],
    ],
  ],
  [
    "Troubleshooting",
    "What the machine's messages mean and what to do.",
    [
      [
        "Error codes E100–E199",
        [
          "E1xx are feed errors: the wire slipped, ran out or jammed.",
          "Acknowledge the message, clear the wire path and restart the job.",
        ],
      ],
      [
        "Feed problems",
        [
          "Slipping wire usually means worn feed belts or too little pressure.",
          "Check the belts for glazing and replace them as a pair.",
        ],
      ],
      [
        "Cutting quality",
        [
          "Frayed ends or insulation residue point to blunt blades.",
          "Replace the cutting blade set; do not regrind it.",
        ],
      ],
    ],
  ],
];

/** Knowledge-hub articles (3 per item) with their topics (3 each, keyed by TopicID). */
export function seedKnowledgeHub(items: readonly { id: string; name: string }[]) {
  const articles: {
    id: string;
    productId: string;
    title: string;
    summary: string;
    sortIndex: number;
  }[] = [];
  const topics: {
    id: string;
    articleId: string;
    title: string;
    body: string[];
    sortIndex: number;
  }[] = [];
  let topicNumber = 0;
  for (const item of items) {
    ARTICLES.forEach(([title, summary, articleTopics], articleIndex) => {
      const id = `kh-${item.id.slice(3)}-${articleIndex + 1}`;
      articles.push({
        id,
        productId: item.id,
        title: `${title}: ${item.name}`,
        summary,
        sortIndex: articleIndex,
      });
      articleTopics.forEach(([topicTitle, body], topicIndex) => {
        topicNumber += 1;
        topics.push({
          id: `TOP-${pad(topicNumber, 6)}`,
          articleId: id,
          title: topicTitle,
          body,
          sortIndex: topicIndex,
        });
      });
    });
  }
  return { articles, topics };
}

/** Two software packages per item: the control software and a firmware. */
export function seedSoftwarePackages(
  items: readonly { id: string; productSlug: string; name: string }[],
) {
  return items.flatMap((item, index) => {
    const [, , software] = MACHINE_MODELS.find(([slug]) => slug === item.productSlug)!;
    const month = pad((index % 9) + 1, 2);
    return [
      {
        id: `sw-${item.id.slice(3)}-app`,
        productId: item.id,
        name: `${software} for ${item.name}`,
        version: `${software.replace(/\D+/g, "") || "1"}.${index % 6}.${(index * 7) % 10}`,
        releaseDate: `2026-${month}-14`,
        platform: "Windows 10/11 IoT",
        sizeBytes: 180_000_000 + index * 1_048_576,
        releaseNotes: "Faster job changes and the new parts-finder link on the machine screen.",
      },
      {
        id: `sw-${item.id.slice(3)}-fw`,
        productId: item.id,
        name: `Firmware for ${item.name}`,
        version: `2.${index % 4}.${index % 10}`,
        releaseDate: `2025-${month}-02`,
        platform: "Machine controller",
        sizeBytes: 12_000_000 + index * 65_536,
        releaseNotes: "Corrects the encoder check after a power failure.",
      },
    ];
  });
}

/**
 * Parts price lists: Harness Works and AutoLoom have one in their contract (with a discount),
 * the group sees list prices; Cable Systems has none, so its users see no prices.
 */
export const seedPriceLists = [
  { organisationId: "org-harness-works", currency: "EUR", discountPercent: 12 },
  { organisationId: "org-autoloom", currency: "EUR", discountPercent: 5 },
  { organisationId: "org-wire-group", currency: "EUR", discountPercent: 0 },
];

/** A seeded request: reference, type, its organisation and requester, lines and status history. */
export function seedRequests(parts: readonly SeedPart[]) {
  const byId = new Map(parts.map((p) => [p.id, p]));
  const line = (partId: string, quantity: number, discount: number | null): PartsRequestLine => {
    const p = byId.get(partId)!;
    return {
      partId,
      articleNumber: p.articleNumber,
      name: p.name,
      quantity,
      unitPrice: discount === null ? null : netUnitPriceCents(p.priceCents, discount) / 100,
      currency: discount === null ? null : "EUR",
    };
  };
  const requests: [
    number,
    PartsRequestType,
    string,
    [string, string],
    PartsRequestStatus[],
    string,
    PartsRequestLine[],
    string | null,
  ][] = [
    [
      1,
      "QUOTE",
      "org-harness-works",
      ["user-customer", "Clara Kunde"],
      ["SUBMITTED", "IN_REVIEW", "QUOTED"],
      "2026-09-02T08:15:00Z",
      [line("part-kappa-330-07", 2, 12), line("part-kappa-330-01", 4, 12)],
      "PO-HW-2026-0412",
    ],
    [
      2,
      "ORDER",
      "org-harness-works",
      ["user-customer", "Clara Kunde"],
      ["SUBMITTED", "IN_REVIEW", "CONFIRMED", "CLOSED"],
      "2026-09-18T13:40:00Z",
      [line("part-gamma-333-pc-08", 6, 12)],
      "PO-HW-2026-0433",
    ],
    [
      3,
      "ORDER",
      "org-harness-works",
      ["user-customer", "Clara Kunde"],
      ["SUBMITTED", "IN_REVIEW"],
      "2026-10-07T10:05:00Z",
      [line("part-twist-20-05", 10, 12), line("part-common-28", 2, 12)],
      null,
    ],
    [
      4,
      "QUOTE",
      "org-harness-works",
      ["user-admin-external", "Erik Admin"],
      ["SUBMITTED"],
      "2026-10-21T15:30:00Z",
      [line("part-crimp-force-analyzer-cfa-13", 1, 12)],
      null,
    ],
    [
      5,
      "QUOTE",
      "org-cable-systems",
      ["user-artemis", "Ana Ortega"],
      ["SUBMITTED", "IN_REVIEW"],
      "2026-10-12T09:00:00Z",
      [line("part-zeta-640-07", 3, null)],
      "CS-1187",
    ],
  ];
  return requests.map(
    ([number, type, organisationId, [requesterId, requesterName], statuses, at, lines, ref]) => {
      const created = new Date(at);
      const history = statuses.map((status, i) => ({
        status,
        at: new Date(created.getTime() + i * 26 * 3_600_000).toISOString(),
        note: null,
      }));
      return {
        reference: `${type === "QUOTE" ? "Q" : "O"}-${created.getUTCFullYear()}-${pad(number, 6)}`,
        number,
        type,
        status: statuses.at(-1)!,
        organisationId,
        requesterId,
        requesterName,
        customerReference: ref,
        comment: null,
        lines,
        history,
        createdAt: created,
        updatedAt: new Date(history.at(-1)!.at),
      };
    },
  );
}
