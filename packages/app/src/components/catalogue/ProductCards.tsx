"use client";

import { ProductCardGrid } from "@wire/design-system";
import type { MeasurementSystem } from "@wire/domain";
import type { ReactNode } from "react";
import { useCompareBasket } from "../compare/useCompareBasket";
import { useMeasurementSystem } from "./measurementSystem";

/** What a card needs of a product; the server decides which products the country may see. */
export interface ProductCardData {
  slug: string;
  name: string;
  brand: string;
  shortDescription: string;
  href: string;
  image: { src: string; alt: string } | null;
  /** Key specifications in both systems (`specificationRows`); the card shows the visitor's. */
  specifications?: readonly { label: string; metric: string; imperial: string }[];
  /** "3 variants", translated by the server. */
  variantCountText: string;
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
  initialSystem = "Metric",
  compareLabel,
  empty,
}: {
  title?: string;
  products: readonly ProductCardData[];
  /** The country's default for the cards' specifications, until the visitor's choice is read. */
  initialSystem?: MeasurementSystem;
  /** The compare toggle's label, translated by the server. */
  compareLabel: string;
  empty?: ReactNode;
}) {
  const basket = useCompareBasket();
  const system = useMeasurementSystem(initialSystem);
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
        specifications: (product.specifications ?? []).flatMap(({ label, metric, imperial }) => {
          const value = system === "Imperial" ? imperial : metric;
          return value ? [{ label, value }] : [];
        }),
        variantCountText: product.variantCountText,
        ...(product.classificationSlug
          ? {
              compare: {
                label: compareLabel,
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
