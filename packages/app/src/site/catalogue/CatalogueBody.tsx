import {
  EmptyState,
  Hero,
  InPageNav,
  InPageSection,
  Link,
  ProductHero,
  RichText,
  TeaserGrid,
} from "@wire/design-system";
import {
  type BreadcrumbItem,
  buildBreadcrumb,
  keepHighlight,
  type MeasurementSystem,
  type Specification,
} from "@wire/domain";
import type { ProductDetail, ProductReference } from "@wire/graphql";
import type { ProductCardData } from "../../components/catalogue/ProductCards";
import { specificationRows } from "../../components/catalogue/specificationRows";
import {
  CapabilityList,
  ClassificationList,
  HeroFacts,
  Highlights,
  ProductCards,
  ProductCompareToggle,
  ProductDownloads,
  ProductImages,
  ProductVideo,
  Specifications,
} from "../../components/lazy";
import { TalkToExpertLink } from "../../components/overlays/TalkToExpertLink";
import { formatFileSize } from "../../i18n/formatFileSize";
import { displayNames } from "../../i18n/intlFormats";
import type { Translator } from "../../i18n/serverTranslator";
import { sanitizeRichText } from "../sanitizeRichText";
import { videoKind, videoSource } from "../videoKind";
import { productImagesLabels, specificationLabels, videoPlayLabel } from "../widgetLabels";
import { CAPABILITY_SEGMENT, type CatalogueView } from "./resolveCatalogue";

interface Context {
  language: string;
  /** The locale and site prefix of every link, e.g. `/de` or `/en/na-events`. */
  base: string;
  t: Translator;
  system: MeasurementSystem;
}

const href = (base: string, route: string) => `${base}/${route}`;

/** How many specifications a listing's card shows (issue 43: "2–3 key specifications"). */
const CARD_SPECIFICATIONS = 3;

/** How many headline specifications a product page's hero shows (issue 43: "3–5"). */
const HERO_SPECIFICATIONS = 4;

export function productCard(
  product: ProductReference & { specifications?: readonly Specification[] },
  ctx: Pick<Context, "base" | "t">,
): ProductCardData {
  const base = ctx.base;
  return {
    slug: product.slug,
    name: product.name,
    brand: product.brand,
    shortDescription: product.shortDescription,
    href: href(base, product.route),
    image: product.imageUrl ? { src: product.imageUrl, alt: product.imageAlt } : null,
    // The product's first specifications lead its table: they are its key figures.
    specifications: specificationRows(product.specifications ?? []).slice(0, CARD_SPECIFICATIONS),
    variantCountText: ctx.t("product.variantCount", { count: product.variantCount }),
    classificationSlug: product.classification?.slug ?? null,
  };
}

/** The breadcrumb of a catalogue view: the classification lineage, then the product, unlinked. */
export function catalogueBreadcrumb(
  view: Exclude<CatalogueView, { kind: "hidden" }>,
  ctx: Pick<Context, "base" | "t">,
): BreadcrumbItem[] {
  const options = { homeHref: ctx.base, homeTitle: ctx.t("breadcrumb.home") };
  const lineage = (entries: readonly { name: string; route: string }[]) =>
    entries.map((e) => ({ name: e.name, route: href(ctx.base, e.route) }));
  switch (view.kind) {
    case "classification":
      return buildBreadcrumb(
        { kind: "classification", lineage: lineage(view.classification.lineage) },
        options,
      );
    case "product":
      return buildBreadcrumb(
        {
          kind: "product",
          lineage: lineage(view.product.classification?.lineage ?? []),
          productName: view.product.name,
        },
        options,
      );
    case "capability":
      return buildBreadcrumb(
        { kind: "page", branch: [], pageTitle: view.capability.name },
        options,
      );
  }
}

/** The name a catalogue view goes by (browser title, Open Graph). */
export function catalogueTitle(view: Exclude<CatalogueView, { kind: "hidden" }>): string {
  return view.kind === "classification"
    ? view.classification.name
    : view.kind === "product"
      ? view.product.name
      : view.capability.name;
}

/**
 * A catalogue page's description for search engines and link previews: the text its hero shows
 * (a product's short description, a classification's or capability's description), if any.
 */
export function catalogueDescription(
  view: Exclude<CatalogueView, { kind: "hidden" }>,
): string | undefined {
  const text =
    view.kind === "classification"
      ? view.classification.description
      : view.kind === "product"
        ? view.product.shortDescription
        : view.capability.description;
  return text || undefined;
}

/** A classification's children and products; also appended under a CMS page at the same path. */
export function ClassificationListing({
  view,
  ctx,
}: {
  view: Extract<CatalogueView, { kind: "classification" }>;
  ctx: Context;
}) {
  const { classification, products, productCounts } = view;
  return (
    <>
      {classification.childClassifications.length > 0 ? (
        <ClassificationList
          title={ctx.t("catalogue.categories")}
          items={classification.childClassifications.map((child) => {
            // Every product below the child, its subcategories' too; none known, no count.
            const count = productCounts[child.id];
            return {
              id: child.id,
              name: child.name,
              href: href(ctx.base, child.route),
              ...(child.imageUrl ? { image: { src: child.imageUrl, alt: child.name } } : {}),
              ...(count ? { countText: ctx.t("catalogue.productCount", { count }) } : {}),
            };
          })}
        />
      ) : null}
      {products.length > 0 || classification.childClassifications.length === 0 ? (
        <ProductCards
          title={ctx.t("catalogue.listingTitle", {
            category: classification.name,
            count: products.length,
          })}
          products={products.map((p) => productCard(p, ctx))}
          initialSystem={ctx.system}
          compareLabel={ctx.t("compare.addToCompare")}
          empty={<EmptyState title={ctx.t("catalogue.empty")} headingLevel={2} />}
        />
      ) : null}
    </>
  );
}

/** The sections a product page's in-page navigation leads to, by their element ids. */
const SECTION_IDS = {
  overview: "overview",
  specifications: "specifications",
  downloads: "downloads",
  related: "related",
} as const;

/**
 * A product page: the hero (pictures beside name, tagline, headline specifications, variants and
 * the actions: "Talk to an Expert", which opens the contact panel and its form, and "Add to
 * compare"), then links to the long page's sections and the sections themselves.
 */
function ProductBody({ product, ctx }: { product: ProductDetail; ctx: Context }) {
  const t = ctx.t;
  const images = [product.primaryImage, ...product.additionalImages].flatMap((image, index) =>
    image ? [{ id: `${index}-${image.name}`, src: image.url, alt: image.alt }] : [],
  );
  const languages = displayNames(ctx.language, "language");
  const relatedTitles = {
    related: t("product.relatedProducts"),
    component: t("product.relatedComponents"),
    service: t("product.relatedServices"),
  } as const;
  const highlights = product.highlights.filter(keepHighlight);
  const hasOverview =
    Boolean(product.longDescription) ||
    highlights.length > 0 ||
    Boolean(product.video) ||
    product.capabilities.length > 0;
  const hasSpecifications = product.specifications.length > 0 || product.variants.length > 0;
  const hasRelated = product.related.length > 0 || product.relatedStories.length > 0;
  const classificationSlug = product.classification?.slug ?? null;
  const sections = [
    ...(hasOverview ? [{ id: SECTION_IDS.overview, title: t("product.overview") }] : []),
    ...(hasSpecifications
      ? [{ id: SECTION_IDS.specifications, title: t("product.specifications") }]
      : []),
    ...(product.files.length > 0
      ? [{ id: SECTION_IDS.downloads, title: t("product.downloads") }]
      : []),
    ...(hasRelated ? [{ id: SECTION_IDS.related, title: t("product.relatedProducts") }] : []),
  ];
  return (
    <>
      <ProductHero
        overline={product.brand}
        title={product.name}
        text={product.shortDescription}
        {...(images.length > 0
          ? { media: <ProductImages images={images} labels={productImagesLabels(t)} /> }
          : {})}
        {...(product.specifications.length > 0
          ? {
              facts: (
                <HeroFacts
                  facts={specificationRows(product.specifications).slice(0, HERO_SPECIFICATIONS)}
                  initialSystem={ctx.system}
                  {...(product.specifications.length > HERO_SPECIFICATIONS
                    ? { allLabel: t("product.showAllSpecifications") }
                    : {})}
                />
              ),
            }
          : {})}
        {...(product.variants.length > 1
          ? {
              meta: (
                <Link href="#variants">
                  {t("product.variantCount", { count: product.variants.length })}
                </Link>
              ),
            }
          : {})}
        actions={
          <>
            <TalkToExpertLink href={`${ctx.base}/contact`}>
              {t("contactPanel.openButton")}
            </TalkToExpertLink>
            {classificationSlug ? (
              <ProductCompareToggle
                slug={product.slug}
                classificationSlug={classificationSlug}
                label={t("compare.addToCompare")}
              />
            ) : null}
          </>
        }
      />
      <InPageNav label={t("product.onThisPage")} items={sections} />
      {hasOverview ? (
        <InPageSection id={SECTION_IDS.overview}>
          {product.longDescription ? (
            <RichText html={product.longDescription} sanitize={sanitizeRichText} />
          ) : null}
          {highlights.length > 0 ? (
            <Highlights
              title={t("product.highlights")}
              playLabel={videoPlayLabel(t)}
              items={highlights.map((h, index) => ({
                id: `${index}-${h.name}`,
                name: h.name ?? "",
                ...(h.shortDescription ? { shortDescription: h.shortDescription } : {}),
                ...(h.longDescription ? { longDescription: h.longDescription } : {}),
                ...(h.imageUrl ? { image: { src: h.imageUrl, alt: h.name ?? "" } } : {}),
                ...(h.videoUrl
                  ? {
                      video: {
                        src: videoSource(h.videoUrl),
                        kind: videoKind(h.videoUrl),
                        ...(h.videoImageUrl ? { posterSrc: h.videoImageUrl } : {}),
                      } as const,
                    }
                  : {}),
              }))}
            />
          ) : null}
          {product.video ? (
            <ProductVideo
              playLabel={videoPlayLabel(t)}
              src={videoSource(product.video.url)}
              kind={videoKind(product.video.url)}
              title={product.video.alt || product.name}
              posterSrc={product.video.thumbnail}
            />
          ) : null}
          {product.capabilities.length > 0 ? (
            <CapabilityList
              title={t("product.capabilities")}
              items={product.capabilities.map((c) => ({
                id: c.id,
                name: c.name,
                href: `${ctx.base}/products/${CAPABILITY_SEGMENT}/${c.slug}`,
                // The card's link names it; the same words as the image's alt were read twice.
                image: c.imageUrl ? { src: c.imageUrl, alt: "" } : undefined,
              }))}
            />
          ) : null}
        </InPageSection>
      ) : null}
      {hasSpecifications ? (
        <InPageSection id={SECTION_IDS.specifications}>
          <Specifications
            productSlug={product.slug}
            classificationSlug={classificationSlug}
            specifications={product.specifications}
            variants={product.variants}
            initialSystem={ctx.system}
            labels={specificationLabels(t)}
          />
        </InPageSection>
      ) : null}
      {product.files.length > 0 ? (
        <InPageSection id={SECTION_IDS.downloads}>
          <ProductDownloads
            title={t("product.downloads")}
            items={product.files.map((file) => ({
              id: file.slug + file.locale,
              title: file.name,
              href: `hard:${file.url}`,
              meta: t("product.downloadMeta", {
                extension: file.extension.toUpperCase(),
                size: formatFileSize(file.size, ctx.language),
                language: languages.of(file.locale) ?? file.locale,
              }),
              ...(file.thumbnailUrl ? { thumbnailSrc: file.thumbnailUrl } : {}),
            }))}
          />
        </InPageSection>
      ) : null}
      {hasRelated ? (
        <InPageSection id={SECTION_IDS.related}>
          {(["related", "component", "service"] as const).map((type) => {
            const related = product.related.filter((r) => r.type === type);
            return related.length > 0 ? (
              <ProductCards
                key={type}
                title={relatedTitles[type]}
                products={related.map((r) => productCard(r.product, ctx))}
                compareLabel={t("compare.addToCompare")}
              />
            ) : null;
          })}
          {product.relatedStories.length > 0 ? (
            <TeaserGrid
              title={t("product.relatedStories")}
              items={product.relatedStories.map((story) => ({
                id: story.id,
                title: story.title,
                href: `${ctx.base}/stories/${story.slug}`,
                ...(story.leadText ? { text: story.leadText } : {}),
                ...(story.imageUrl
                  ? { image: { src: story.imageUrl, alt: story.imageAlt ?? story.title } }
                  : {}),
              }))}
            />
          ) : null}
        </InPageSection>
      ) : null}
    </>
  );
}

/** The body of a catalogue page (no CMS page at its path). */
export function CatalogueBody({
  view,
  ctx,
}: {
  view: Exclude<CatalogueView, { kind: "hidden" }>;
  ctx: Context;
}) {
  switch (view.kind) {
    case "classification":
      return (
        <>
          <Hero
            title={view.classification.name}
            {...(view.classification.description ? { text: view.classification.description } : {})}
            {...(view.classification.imageUrl
              ? { image: { src: view.classification.imageUrl, alt: view.classification.name } }
              : {})}
          />
          <ClassificationListing view={view} ctx={ctx} />
        </>
      );
    case "capability":
      return (
        <>
          <Hero
            title={view.capability.name}
            text={view.capability.description}
            image={{ src: view.capability.imageUrl, alt: view.capability.name }}
          />
          <ProductCards
            title={ctx.t("product.capabilityProducts")}
            products={view.products.map((p) => productCard(p, ctx))}
            compareLabel={ctx.t("compare.addToCompare")}
            empty={<EmptyState title={ctx.t("catalogue.empty")} headingLevel={2} />}
          />
        </>
      );
    case "product":
      return <ProductBody product={view.product} ctx={ctx} />;
  }
}

export type { Context as CatalogueContext };
