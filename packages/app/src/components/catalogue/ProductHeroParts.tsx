"use client";

import { CompareToggle, Link, ProductFacts } from "@wire/design-system";
import type { MeasurementSystem } from "@wire/domain";
import { useCompareBasket } from "../compare/useCompareBasket";
import { useMeasurementSystem } from "./measurementSystem";

/**
 * The product hero's headline specifications in the visitor's measurement system (as the
 * specifications table below: switching there switches these too), with a link to the table.
 */
export function HeroFacts({
  facts,
  initialSystem,
  allLabel,
}: {
  /** Key specifications in both systems (`specificationRows`). */
  facts: readonly { label: string; metric: string; imperial: string }[];
  initialSystem: MeasurementSystem;
  /** "Show all specifications"; without it, no link. */
  allLabel?: string;
}) {
  const system = useMeasurementSystem(initialSystem);
  return (
    <ProductFacts
      items={facts.flatMap(({ label, metric, imperial }) => {
        const value = system === "Imperial" ? imperial : metric;
        return value ? [{ label, value }] : [];
      })}
      {...(allLabel ? { footer: <Link href="#specifications">{allLabel}</Link> } : {})}
    />
  );
}

/**
 * "Add to compare" for the product as a whole (a listing's card does the same; a variant is
 * chosen in the variants table or the comparison). It joins its classification's group in the
 * basket, where products are compared with others of the same classification (spec §3).
 */
export function ProductCompareToggle({
  slug,
  classificationSlug,
  label,
}: {
  slug: string;
  classificationSlug: string;
  label: string;
}) {
  const basket = useCompareBasket();
  return (
    <CompareToggle
      label={label}
      isSelected={basket.isInBasket(slug)}
      onChange={(selected) =>
        selected ? basket.add(classificationSlug, slug) : basket.removeSlug(slug)
      }
    />
  );
}
