import { create, insertMultiple, type Orama } from "@orama/orama";
import * as english from "@orama/stemmers/english";
import * as french from "@orama/stemmers/french";
import * as german from "@orama/stemmers/german";
import * as hungarian from "@orama/stemmers/hungarian";
import * as portuguese from "@orama/stemmers/portuguese";
import * as romanian from "@orama/stemmers/romanian";
import * as spanish from "@orama/stemmers/spanish";
import { classificationRoute, stripBrandSuffix, stripHtml } from "@wire/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import type { StoredImage } from "../db/storedJson";
import { type Catalogue, type ClassificationRow, pick } from "../products/catalogueStore";
import { lineageOf } from "../products/productService";

/** Orama's stemmers for the UI languages it has one for; others are indexed without stemming. */
const STEMMERS: Record<string, { language: string; stemmer: (word: string) => string }> = {
  en: english,
  de: german,
  fr: french,
  es: spanish,
  pt: portuguese,
  ro: romanian,
  hu: hungarian,
};

export type RecordType = "page" | "story" | "mediaRelease" | "product" | "classification";

/** A record's picture: a product's default image, a category's or a page's image. */
export interface RecordImage {
  /** As stored: site-relative assets are made absolute when answered. */
  url: string;
  alt: string;
}

/** What a hit carries besides the indexed text. */
export interface IndexedRecord {
  id: string;
  type: RecordType;
  /** As the page's title tag reads: with the brand after " | " (stripped for display). */
  title: string;
  description: string;
  url: string;
  /** For products and classifications: where they may be shown (null: everywhere). */
  countries: readonly string[] | null;
  /** For products and classifications: what a direct hit answers. */
  slug?: string;
  name?: string;
  lineage?: { name: string; route: string }[];
  image: RecordImage | null;
}

const schema = {
  type: "string",
  title: "string",
  description: "string",
  body: "string",
  /** Title and description again, not stemmed, so typos in word endings still match. */
  exact: "string",
} as const;

export interface SiteIndex {
  db: Orama<typeof schema>;
  records: Map<string, IndexedRecord>;
  language: string;
  /**
   * The name of every page and category by its site-relative route ("/products/crimping" →
   * "Crimping"): a result's breadcrumb is the names of its route's ancestors.
   */
  names: Map<string, string>;
}

/** Module JSON keys whose strings are not text a visitor reads. */
const NOT_TEXT = new Set([
  "id",
  "__typename",
  "url",
  "href",
  "mimeType",
  "imagePosition",
  "preset",
  "extension",
  "kind",
  "email",
  "phone",
]);

/** The readable text of a page's modules, HTML stripped. */
function moduleText(node: unknown, out: string[] = []): string[] {
  if (typeof node === "string") out.push(stripHtml(node));
  else if (Array.isArray(node)) for (const child of node) moduleText(child, out);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) if (!NOT_TEXT.has(key)) moduleText(value, out);
  }
  return out;
}

/** The site-relative route of a page of the content service (no locale, no site slug). */
function pageUrl(page: { kind: string; slug: string; parentSlug: string | null }): string {
  if (page.kind === "Story") return `/stories/${page.slug}`;
  if (page.kind === "MediaRelease") return `/media-releases/${page.slug}`;
  if (page.slug === "home") return "/";
  return page.parentSlug ? `/${page.parentSlug}/${page.slug}` : `/${page.slug}`;
}

/** A stored image's alternative text in the language (else English, else the only one). */
function altText(image: StoredImage, language: string): string {
  const alt = image.alternativeText;
  return typeof alt === "string" ? alt : (alt.$t[language] ?? alt.$t.en ?? "");
}

/** A product's default image (else its first), spec section 3. */
function productImage(
  images: readonly { url: string; default: boolean }[],
  alt: string,
): RecordImage | null {
  const image = images.find((i) => i.default) ?? images[0];
  return image ? { url: image.url, alt } : null;
}

function classificationLineage(catalogue: Catalogue, row: ClassificationRow, language: string) {
  const chain = lineageOf(catalogue, row, () => {});
  return chain.map((c, i) => ({
    name: pick(c.names, language),
    route: classificationRoute(chain.slice(0, i + 1).map((x) => x.slug)),
  }));
}

/**
 * Builds the search index of one site and language: the site's published, unprotected pages,
 * stories and media releases (in the language, else English), and the catalogue's products and
 * classifications, with the language's stemmer.
 */
export async function buildSearchIndex(
  database: Database,
  catalogue: Catalogue,
  siteId: string,
  language: string,
  brandOfSite = "WIRE",
): Promise<SiteIndex> {
  const stemming = STEMMERS[language];
  const db = create({
    schema,
    components: {
      tokenizer: stemming
        ? {
            language: stemming.language,
            stemming: true,
            stemmer: stemming.stemmer,
            stemmerSkipProperties: ["exact"],
          }
        : { stemming: false },
    },
  });
  const records = new Map<string, IndexedRecord>();
  const documents: {
    id: string;
    type: string;
    title: string;
    description: string;
    body: string;
    exact: string;
  }[] = [];
  const names = new Map<string, string>();
  const add = (record: IndexedRecord, body: string) => {
    records.set(record.id, record);
    names.set(record.url, record.name ?? stripBrandSuffix(record.title));
    // The brand suffix is for display; indexed, "WIRE" would match every record.
    const title = stripBrandSuffix(record.title);
    documents.push({
      id: record.id,
      type: record.type,
      title,
      description: record.description,
      body,
      exact: `${title} ${record.description}`,
    });
  };

  const pages = await database
    .select()
    .from(t.pages)
    .where(
      and(
        eq(t.pages.siteId, siteId),
        eq(t.pages.stage, "PUBLISHED"),
        eq(t.pages.protection, "NONE"),
      ),
    );
  const texts = pages.length
    ? await database
        .select()
        .from(t.pageLocalizations)
        .where(
          and(
            eq(t.pageLocalizations.stage, "PUBLISHED"),
            inArray(
              t.pageLocalizations.pageId,
              pages.map((p) => p.id),
            ),
          ),
        )
    : [];
  for (const page of pages) {
    if (page.kind === "System") continue;
    const own = texts.filter((x) => x.pageId === page.id);
    const text = own.find((x) => x.locale === language) ?? own.find((x) => x.locale === "en");
    if (!text) continue;
    const type: RecordType =
      page.kind === "Story" ? "story" : page.kind === "MediaRelease" ? "mediaRelease" : "page";
    const body = moduleText(text.modules).join(" ");
    add(
      {
        id: `page:${page.id}`,
        type,
        title: `${text.title} | ${brandOfSite}`,
        description: stripHtml(text.description ?? text.leadText ?? "") || body.slice(0, 300),
        url: pageUrl(page),
        countries: null,
        image: page.image ? { url: page.image.url, alt: altText(page.image, language) } : null,
      },
      [text.leadText ?? "", text.category ?? "", body].join(" "),
    );
  }

  for (const row of catalogue.classifications.values()) {
    const lineage = classificationLineage(catalogue, row, language);
    const name = pick(row.names, language);
    add(
      {
        id: `classification:${row.slug}`,
        type: "classification",
        title: `${name} | ${brandOfSite}`,
        description: pick(row.descriptions, language),
        url: `/${lineage.at(-1)!.route}`,
        countries: row.supportedCountries,
        slug: row.slug,
        name,
        lineage,
        image: row.imageUrl ? { url: row.imageUrl, alt: name } : null,
      },
      lineage.map((l) => l.name).join(" "),
    );
  }

  for (const row of catalogue.products.values()) {
    const classification =
      row.classificationId && catalogue.classifications.get(row.classificationId);
    if (!classification) continue; // products without a hierarchy entry are not shown (§5)
    const versions = catalogue.texts.get(row.slug);
    const text = versions?.get(language) ?? versions?.get("en");
    if (!text) continue;
    const lineage = classificationLineage(catalogue, classification, language);
    add(
      {
        id: `product:${row.slug}`,
        type: "product",
        title: `${text.name} | ${row.brand}`,
        description: text.shortDescription,
        url: `/${classificationRoute(
          lineage.map((l) => l.route.split("/").at(-1)!),
          row.slug,
        )}`,
        countries: row.supportedCountries,
        slug: row.slug,
        name: text.name,
        lineage,
        image: productImage(row.images, text.imageAlt || text.name),
      },
      [
        row.brand,
        row.itemNumber ?? "",
        stripHtml(text.longDescription),
        ...lineage.map((l) => l.name),
        ...text.highlights.map((h) => `${h.name} ${h.shortDescription}`),
        ...row.capabilityIds.map((id) => {
          const capability = catalogue.capabilities.get(id);
          return capability ? pick(capability.names, language) : "";
        }),
      ].join(" "),
    );
  }

  await insertMultiple(db, documents);
  return { db, records, language, names };
}
