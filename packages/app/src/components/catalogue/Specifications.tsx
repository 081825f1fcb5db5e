"use client";

import { MeasurementSystemSwitch, SpecificationTable, VariantsTable } from "@wire/design-system";
import {
  COOKIE_NAMES,
  type MeasurementSystem,
  removeFromBasket,
  type Specification,
} from "@wire/domain";
import { useEffect, useState } from "react";
import { fillTemplate } from "../../i18n/fillTemplate";
import { useCompareBasket } from "../compare/useCompareBasket";
import { specificationRows, variantTable } from "./specificationRows";

/** The measurement system the visitor chose before, from its cookie. */
export function rememberedSystem(): MeasurementSystem | null {
  const value = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${COOKIE_NAMES.measurementSystem}=`))
    ?.split("=")[1];
  return value === "Metric" || value === "Imperial" ? value : null;
}

/** A year: the visitor's units are a lasting preference. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The server's translations (`site/widgetLabels`), so no message formatter ships with the page. */
export interface SpecificationLabels {
  specifications: string;
  measurementSystem: string;
  metric: string;
  imperial: string;
  variants: string;
  variant: string;
  missingValue: string;
  compareHeader: string;
  /** With `{name}`. */
  addVariantToCompare: string;
}

interface Props {
  productSlug: string;
  classificationSlug: string | null;
  specifications: readonly Specification[];
  variants: readonly {
    id: string;
    nameMetric: string;
    nameImperial: string;
    specifications: readonly Specification[];
  }[];
  /** The country's default, else Metric (the page is the same for every visitor). */
  initialSystem: MeasurementSystem;
  labels: SpecificationLabels;
}

/**
 * The product's specifications and variants in the visitor's measurement
 * system: the country's default as rendered, switched after hydration to
 * the visitor's remembered choice (the measurement-system cookie), which
 * switching sets.
 */
export function Specifications({
  productSlug,
  classificationSlug,
  specifications,
  variants,
  initialSystem,
  labels,
}: Props) {
  const basket = useCompareBasket();
  const [system, setSystem] = useState<MeasurementSystem>(initialSystem);
  useEffect(() => {
    const chosen = rememberedSystem();
    if (chosen) setSystem(chosen);
  }, []);

  function choose(next: MeasurementSystem) {
    setSystem(next);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports
    document.cookie = `${COOKIE_NAMES.measurementSystem}=${next}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  }

  const table = variantTable(variants, system);
  const selected = basket.basket.classifications
    .flatMap((group) => group.products)
    .filter((p) => p.slug === productSlug && p.variantId)
    .map((p) => p.variantId!);

  return (
    <>
      {specifications.length > 0 ? (
        <SpecificationTable
          title={labels.specifications}
          rows={specificationRows(specifications)}
          system={system}
          toolbar={
            <MeasurementSystemSwitch
              value={system}
              onChange={choose}
              showLabel
              labels={{
                label: labels.measurementSystem,
                metric: labels.metric,
                imperial: labels.imperial,
              }}
            />
          }
        />
      ) : null}
      {variants.length > 0 ? (
        <VariantsTable
          caption={labels.variants}
          nameHeader={labels.variant}
          columns={table.columns}
          variants={table.rows}
          missingText={labels.missingValue}
          {...(classificationSlug
            ? {
                compare: {
                  header: labels.compareHeader,
                  label: (name: string) => fillTemplate(labels.addVariantToCompare, { name }),
                  selectedIds: selected,
                  onChange: (variantId: string, isSelected: boolean) => {
                    if (isSelected) {
                      basket.add(classificationSlug, productSlug, variantId);
                      return;
                    }
                    const entry = basket.basket.classifications
                      .flatMap((g) => g.products)
                      .find((p) => p.slug === productSlug && p.variantId === variantId);
                    if (entry) basket.setBasket(removeFromBasket(basket.basket, entry.key));
                  },
                },
              }
            : {})}
        />
      ) : null}
    </>
  );
}
