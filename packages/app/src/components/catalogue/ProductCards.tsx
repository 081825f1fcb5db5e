"use client";

import { ProductCardGrid } from "@wire/design-system";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { useCompareBasket } from "../compare/useCompareBasket";

/** What a card needs of a product; the server decides which products the country may see. */
export interface ProductCardData {
  slug: string;
  name: string;
  brand: string;
  shortDescription: string;
  href: string;
  image: { src: string; alt: string } | null;
  variantCount: number;
  /** The classification the product is compared in; without one it cannot be compared. */
  classificationSlug: string | null;
}

/**
 * Product cards with their "add to compare" toggles: the only part of a
 * listing that needs the browser (the basket lives in local storage).
 */
export function ProductCards({
  title,
  products,
  empty,
}: {
  title?: string;
  products: readonly ProductCardData[];
  empty?: ReactNode;
}) {
  const t = useTranslations();
  const basket = useCompareBasket();
  return (
    <ProductCardGrid
      {...(title ? { title } : {})}
      {...(empty ? { empty } : {})}
      items={products.map((product) => ({
        id: product.slug,
        name: product.name,
        href: product.href,
        brand: product.brand,
        shortDescription: product.shortDescription,
        ...(product.image ? { image: product.image } : {}),
        variantCountText: t("product.variantCount", { count: product.variantCount }),
        ...(product.classificationSlug
          ? {
              compare: {
                label: t("compare.addToCompare"),
                isSelected: basket.isInBasket(product.slug),
                onChange: (selected: boolean) =>
                  selected
                    ? basket.add(product.classificationSlug!, product.slug)
                    : basket.removeSlug(product.slug),
              },
            }
          : {}),
      }))}
    />
  );
}
