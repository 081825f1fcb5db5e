import { Link, StatusBadge } from "@wire/design-system";
import type { PartsList } from "@wire/graphql";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ProductTabs } from "../components/portal/ProductTabs";
import { enumKey } from "../i18n/enumKey";
import { PortalFrame } from "./PortalFrame";
import { NoAccess, SisStateView } from "./PortalStates";
import type { PartRow } from "./partPresentation";
import { formatPrice, PRODUCT_STATUS_TONE, partAvailability } from "./partPresentation";
import { type PortalContext, portalContext } from "./portalContext";
import { sisCall } from "./sisCall";

/** A product's tabs (spec §2), each its own URL segment under `/product-information/{slug}`. */
export const PRODUCT_TABS = [
  { id: "spareAndWearParts", segment: "" },
  { id: "knowledgeHub", segment: "knowledge-hub" },
  { id: "software", segment: "software" },
  { id: "partsFinder", segment: "parts-finder" },
  { id: "partsList", segment: "parts-list" },
  { id: "orderParts", segment: "order-parts" },
] as const;

/** A product tab's id. */
export type ProductTab = (typeof PRODUCT_TABS)[number]["id"];

const SLUG = /^[a-z0-9-]{1,80}$/;

/** A product's URL, or one of its tabs'. */
export function productHref(locale: string, slug: string, tab: ProductTab = "spareAndWearParts") {
  const segment = PRODUCT_TABS.find((t) => t.id === tab)!.segment;
  return `/${locale}/portal/product-information/${slug}${segment ? `/${segment}` : ""}`;
}

/**
 * Loads a product page: the session (else to sign-in), the area check (no access), the item by
 * slug or id (an unknown one is not found) and a `render` that puts a tab's
 * content inside the portal frame with the product's tabs, the open one marked.
 */
export async function productPage(
  locale: string,
  key: string,
  tab: ProductTab,
  options: { query?: string; by?: "slug" | "id"; path?: string } = {},
) {
  if (!SLUG.test(key)) notFound();
  const by = options.by ?? "slug";
  const path = options.path ?? `${productHref(locale, key, tab)}${options.query ?? ""}`;
  const context = await portalContext(locale, path);
  const { t, sis } = context;
  const frame = (title: string, children: ReactNode) => (
    <PortalFrame locale={locale} area="productInformation" title={title}>
      {children}
    </PortalFrame>
  );
  if (!context.areas.includes("productInformation")) {
    return {
      context,
      blocked: frame(
        t("productInformation.title"),
        <NoAccess context={context} area={t("productInformation.title")} />,
      ),
    } as const;
  }
  const answer = await sisCall(() => sis.productInformation({ [by]: key }));
  if (!answer.ok) {
    return {
      context,
      blocked: frame(
        t("productInformation.title"),
        <SisStateView
          context={context}
          state={answer.state}
          area={t("productInformation.title")}
        />,
      ),
    } as const;
  }
  const product = answer.value;
  if (!product) notFound();
  const render = (children: ReactNode) =>
    frame(
      product.name,
      <>
        <Link href={`/${locale}/portal/product-information`}>{t("portal.notFound.back")}</Link>
        <StatusBadge
          label={t(`productInformation.status.${enumKey(product.status)}`)}
          tone={PRODUCT_STATUS_TONE[product.status]}
        />
        <ProductTabs
          label={t("productInformation.tabsLabel")}
          current={tab}
          tabs={PRODUCT_TABS.map(({ id }) => ({
            id,
            label: t(`productInformation.tabs.${id}`),
            href: productHref(locale, product.slug, id),
          }))}
        >
          {children}
        </ProductTabs>
      </>,
    );
  return { context, product, render, blocked: null } as const;
}

/** A parts list's rows for the PartsTable, formatted per locale. */
export function partRows(context: PortalContext, list: PartsList): PartRow[] {
  const { t, displayLocale } = context;
  return list.entries.map((entry) => {
    const availability = partAvailability(context, entry.part);
    return {
      id: `${entry.position}`,
      partId: entry.part.id,
      position: entry.position,
      name: entry.part.name,
      articleNumber: entry.part.articleNumber,
      kind: t(`productInformation.kinds.${enumKey(entry.kind)}`),
      availability: {
        label: availability.label,
        tone:
          entry.part.availabilityStatus === "HIGH"
            ? "positive"
            : entry.part.availabilityStatus === "OUT_OF_STOCK"
              ? "critical"
              : "caution",
      },
      stock: t("productInformation.stockPieces", { count: entry.part.stock }),
      price: formatPrice(entry.part.price, entry.part.currency, displayLocale),
    };
  });
}

/** The PartsTable's headers and texts. */
export function partsTableTexts({ t }: PortalContext) {
  return {
    headers: {
      position: t("productInformation.position"),
      name: t("partsCart.name"),
      articleNumber: t("productInformation.columns.articleNumber"),
      kind: t("productInformation.kind"),
      availability: t("productInformation.columns.availability"),
      stock: t("productInformation.columns.stock"),
      price: t("partsCart.price"),
      actions: t("partsCart.actions"),
    },
    texts: {
      add: t("productInformation.addToCart"),
      added: t("productInformation.addedToCart", { name: "{name}" }),
    },
  };
}
