import type {
  StoredHighlight,
  StoredProductImage,
  StoredSpecification,
  StoredVariant,
} from "../../db/schema";
import { renderPdf } from "../../files/renderPdf";
import { seedCapabilities } from "./capabilities";
import { type ClassificationSeed, classificationTree } from "./classifications";
import { REGIONS } from "./countries";
import { type Family, families, type SpecDef } from "./families";
import { type ProductRow, productTable, type SpecValue } from "./productTable";
import { seedDocuments } from "./seedDocuments";

const LANGUAGES = ["en", "de"] as const;
type Lang = (typeof LANGUAGES)[number];

/** German names of the products whose English names are words rather than model names. */
const GERMAN_NAMES: Record<string, string> = {
  "field-repair": "Reparatur vor Ort",
  "field-calibration": "Kalibrierservice",
  "operator-setup-course": "Einrichterkurs",
  "maintenance-course": "Kurs vorbeugende Wartung",
  "crimp-basics-online": "Crimp-Grundlagen online",
  "machine-safety-online": "Maschinensicherheit online",
  "gamma-upgrade-kit": "Gamma-Nachrüstsatz",
  "seal-station-retrofit": "Nachrüstung Tüllenstation",
  "alpha-straightener-retrofit": "Nachrüstung Alpha-Richteinheit",
  "control-software-upgrade": "Upgrade Steuerungssoftware",
  "opc-ua-licence": "OPC-UA-Lizenz",
  "wear-parts-kit-alpha": "Alpha-Verschleissteilset",
  "blade-set-v-profile": "V-Profil-Messersatz",
};

const GERMAN_UNITS: Record<string, string> = { "pcs/h": "Stk./h", days: "Tage" };

const BRAND_PREFIX: Record<string, string> = {
  WIRE: "WI",
  Hosver: "HO",
  Adaptronic: "AD",
  Cirris: "CI",
  Diit: "DI",
};

/** Rounds to a sensible number of digits for a datasheet. */
function fmt(n: number): string {
  const abs = Math.abs(n);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 0.1 ? 2 : 3;
  return String(Number(n.toFixed(digits)));
}

/** The nearest AWG size of a cross-section in mm² (0 and below as 1/0, 2/0 …). */
export function awg(mm2: number): string {
  const diameter = Math.sqrt((4 * mm2) / Math.PI);
  const gauge = Math.round(36 - (39 * Math.log(diameter / 0.127)) / Math.log(92));
  return gauge > 0 ? String(gauge) : `${1 - gauge}/0`;
}

const IMPERIAL: Record<
  Exclude<SpecDef["kind"], "plain">,
  { metric: string; imperial: string; convert: (n: number) => string }
> = {
  crossSection: { metric: "mm²", imperial: "AWG", convert: awg },
  length: { metric: "mm", imperial: "in", convert: (n) => fmt(n / 25.4) },
  force: { metric: "kN", imperial: "lbf", convert: (n) => fmt(n * 224.809) },
  mass: { metric: "kg", imperial: "lb", convert: (n) => fmt(n * 2.20462) },
  speed: { metric: "m/s", imperial: "ft/s", convert: (n) => fmt(n * 3.28084) },
};

function show(value: SpecValue, convert: (n: number) => string = fmt): string {
  return Array.isArray(value) ? `${convert(value[0])}–${convert(value[1])}` : convert(value);
}

/** A spec in both measurement systems, or one system-neutral entry for plain values. */
function specifications(def: SpecDef, value: SpecValue, lang: Lang): StoredSpecification[] {
  const name = def[lang];
  if (def.kind === "plain") {
    const unit = def.unit
      ? lang === "de"
        ? (GERMAN_UNITS[def.unit] ?? def.unit)
        : def.unit
      : null;
    return [{ name, value: show(value), unit, measurementSystem: null }];
  }
  const units = IMPERIAL[def.kind];
  return [
    { name, value: show(value), unit: units.metric, measurementSystem: "Metric" },
    {
      name,
      value: show(value, units.convert),
      unit: units.imperial,
      measurementSystem: "Imperial",
    },
  ];
}

const VARIANT_LETTERS: Record<number, string[]> = { 1: [""], 2: ["S", "L"], 3: ["S", "M", "L"] };

/** Standard metric cross-sections in mm², which variant ranges snap to. */
const CROSS_SECTIONS = [
  0.03, 0.05, 0.08, 0.13, 0.22, 0.35, 0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95,
];

function snap(n: number, kind: SpecDef["kind"]): number {
  if (kind !== "crossSection") return Number(fmt(n));
  return CROSS_SECTIONS.reduce((best, size) =>
    Math.abs(Math.log(size / n)) < Math.abs(Math.log(best / n)) ? size : best,
  );
}

/** Splits the product along its first spec: sub-ranges of a range, shares of a number. */
function variantValues(value: SpecValue, count: number, kind: SpecDef["kind"]): SpecValue[] {
  if (count <= 1) return [value];
  if (Array.isArray(value)) {
    const [from, to] = value;
    const edges = Array.from({ length: count + 1 }, (_, i) =>
      i === 0 ? from : i === count ? to : snap(from * (to / from) ** (i / count), kind),
    );
    return Array.from({ length: count }, (_, i) => [edges[i]!, edges[i + 1]!] as [number, number]);
  }
  return Array.from({ length: count }, (_, i) => Math.round((value * (i + 1)) / count));
}

function variants(row: ProductRow, family: Family, name: string, lang: Lang): StoredVariant[] {
  const primary = family.specs[0]!;
  const values = variantValues(row.values[0]!, row.variants ?? 1, primary.kind);
  const letters = VARIANT_LETTERS[values.length] ?? values.map((_, i) => String(i + 1));
  return values.map((value, i) => {
    const specs = specifications(primary, value, lang);
    const metric = specs.find((spec) => spec.measurementSystem !== "Imperial")!;
    const imperial = specs.find((spec) => spec.measurementSystem !== "Metric")!;
    const base = [name, letters[i]].filter(Boolean).join(" ");
    const label = (spec: StoredSpecification) =>
      primary.kind === "plain" ? base : `${base} (${spec.value} ${spec.unit})`;
    return {
      id: `${row.slug}${letters[i] ? `-${letters[i]!.toLowerCase()}` : ""}`,
      nameMetric: label(metric),
      nameImperial: label(imperial),
      specifications: specs,
    };
  });
}

function highlights(
  row: ProductRow,
  family: Family,
  lang: Lang,
  index: number,
  video: { url: string; thumbnail: string } | null,
): StoredHighlight[] {
  return family[lang].highlights.map(([name, shortDescription], i) => {
    const picture = `/assets/images/highlight-${row.slug}-${i + 1}.png`;
    const base = { name, shortDescription, longDescription: null };
    if (i === 1 && video) {
      return { ...base, imageUrl: null, videoImageUrl: video.thumbnail, videoUrl: video.url };
    }
    // Every other product has a third highlight without picture or video: the data service
    // delivers such entries, and the site must drop them (spec section 5).
    if (i === 2 && index % 2 === 0) {
      return { ...base, imageUrl: null, videoImageUrl: null, videoUrl: null };
    }
    return { ...base, imageUrl: picture, videoImageUrl: null, videoUrl: null };
  });
}

function flattenTree(
  nodes: ClassificationSeed[],
  parentId: string | null,
  inherited: readonly string[],
): {
  id: string;
  slug: string;
  parentId: string | null;
  sortIndex: number;
  imageUrl: string;
  supportedCountries: string[];
  names: Record<string, string>;
  descriptions: Record<string, string>;
}[] {
  return nodes.flatMap((node, sortIndex) => {
    const id = `cls-${node.slug}`;
    const countries = node.region ? REGIONS[node.region] : inherited;
    return [
      {
        id,
        slug: node.slug,
        parentId,
        sortIndex,
        imageUrl: `/assets/images/classification-${node.slug}.png`,
        supportedCountries: [...countries],
        names: { en: node.en[0], de: node.de[0] },
        descriptions: { en: node.en[1], de: node.de[1] },
      },
      ...flattenTree(node.children ?? [], id, countries),
    ];
  });
}

/** Products under `products` are machines: they come with an English operating manual. */
function isMachine(classificationSlug: string, parents: Map<string, string | null>): boolean {
  let id: string | null | undefined = `cls-${classificationSlug}`;
  let top = id;
  while (id) {
    top = id;
    id = parents.get(id);
  }
  return top === "cls-products";
}

/**
 * Expands the compact tables into the rows of the catalogue tables: classifications, products
 * with English and German texts, capabilities and documents (with the size of the PDF served).
 */
export function buildCatalogue() {
  const classifications = flattenTree(classificationTree, null, REGIONS.global);
  const parents = new Map(classifications.map((c) => [c.id, c.parentId]));
  const documents: {
    slug: string;
    language: string;
    name: string;
    type: string;
    filename: string;
    extension: string;
    sizeBytes: number;
    thumbnailUrl: string | null;
    paragraphs: string[];
  }[] = [];
  const addDocument = (
    slug: string,
    language: string,
    name: string,
    type: string,
    paragraphs: string[],
  ) => {
    documents.push({
      slug,
      language,
      name,
      type,
      filename: `${slug}${language === "en" ? "" : `-${language}`}.pdf`,
      extension: "pdf",
      sizeBytes: renderPdf(name, paragraphs).length,
      thumbnailUrl: `/assets/images/document-${slug}.png`,
      paragraphs,
    });
  };

  const products = productTable.map((row, index) => {
    const family = families[row.classification];
    if (!family) throw new Error(`No family for classification ${row.classification}`);
    const video = row.video
      ? {
          url: `https://www.youtube.com/watch?v=wire-${row.slug}`,
          thumbnail: `/assets/images/video-${row.slug}.png`,
        }
      : null;
    const siblings = productTable
      .filter((p) => p.classification === row.classification && p.slug !== row.slug)
      .slice(0, 2)
      .map((p) => p.slug);
    const related = [
      ...[...siblings, ...(row.related ?? [])].map((slug) => ({ type: "related" as const, slug })),
      ...(family.components ?? [])
        .filter((slug) => slug !== row.slug)
        .map((slug) => ({ type: "component" as const, slug })),
      ...(family.services ?? [])
        .filter((slug) => slug !== row.slug)
        .map((slug) => ({ type: "service" as const, slug })),
    ];
    const downloads = [`${row.slug}-datasheet`];
    if (isMachine(row.classification, parents)) downloads.push(`${row.slug}-operating-manual`);

    const localizations = LANGUAGES.map((lang) => {
      const name = lang === "de" ? (GERMAN_NAMES[row.slug] ?? row.name) : row.name;
      const copy = family[lang];
      const short = row[lang];
      const specs = family.specs.flatMap((def, i) => specifications(def, row.values[i]!, lang));
      const table = (system: "Metric" | "Imperial") =>
        specs
          .filter(
            (spec) => spec.measurementSystem !== (system === "Metric" ? "Imperial" : "Metric"),
          )
          .map((spec) => `${spec.name}: ${spec.value}${spec.unit ? ` ${spec.unit}` : ""}`)
          .join("; ");
      const docType = family.docType[lang];
      addDocument(`${row.slug}-datasheet`, lang, `${docType} ${name}`, docType, [
        short,
        copy.intro.replace("{name}", name),
        copy.closing,
        `${lang === "de" ? "Technische Daten (metrisch)" : "Technical data (metric)"}: ${table("Metric")}.`,
        `${lang === "de" ? "Technische Daten (imperial)" : "Technical data (imperial)"}: ${table("Imperial")}.`,
      ]);
      return {
        productSlug: row.slug,
        locale: lang,
        name,
        shortDescription: short,
        // Not the short description again: the product page's hero shows it right above.
        longDescription: `<p>${copy.intro.replace("{name}", name)}</p><p>${copy.closing}</p>`,
        imageAlt: name,
        videoAlt: video ? (lang === "de" ? `${name} im Einsatz` : `${name} in operation`) : null,
        specifications: specs,
        variants: variants(row, family, name, lang),
        highlights: highlights(row, family, lang, index, video),
      };
    });
    if (downloads.length > 1) {
      addDocument(`${row.slug}-operating-manual`, "en", `Operating manual ${row.name}`, "Manual", [
        `This manual describes installation, operation and maintenance of the ${row.name}.`,
        "Read the safety instructions before the machine is started for the first time. Only trained personnel may operate, set up and maintain the machine.",
        "Installation: place the machine on a level floor, connect it to the mains and to compressed air where required, and remove the transport locks.",
        "Operation: select the article on the touch panel, load wire and terminals, and start production. The machine stops by itself when a quality limit is exceeded.",
        "Maintenance: clean guide tubes and blades every shift and replace wear parts at the intervals shown on the panel.",
      ]);
    }

    const images: StoredProductImage[] = [
      { name: "front", url: `/assets/images/product-${row.slug}.png`, default: true },
      { name: "detail", url: `/assets/images/product-${row.slug}-detail.png`, default: false },
      {
        name: "application",
        url: `/assets/images/product-${row.slug}-application.png`,
        default: false,
      },
    ];
    return {
      product: {
        slug: row.slug,
        brand: row.brand,
        classificationId: `cls-${row.classification}`,
        sortIndex: index,
        itemNumber: `${BRAND_PREFIX[row.brand] ?? "XX"}-${String(10001 + index * 7)}`,
        supportedCountries: [...REGIONS[row.region ?? "global"]],
        images,
        video,
        capabilityIds: [...family.capabilities, ...(row.capabilities ?? [])],
        related,
        downloads,
      },
      localizations,
    };
  });

  for (const document of seedDocuments) {
    for (const [language, copy] of Object.entries(document.texts)) {
      addDocument(document.slug, language, copy.name, copy.type, copy.paragraphs);
    }
  }

  const capabilities = seedCapabilities.map((c, sortIndex) => ({
    id: c.id,
    slug: c.slug,
    sortIndex,
    imageUrl: `/assets/images/capability-${c.slug}.png`,
    names: { en: c.en[0], de: c.de[0] },
    descriptions: { en: c.en[1], de: c.de[1] },
  }));

  return { classifications, products, capabilities, documents };
}
