"use client";

import { MeasurementSystemSwitch, SpecificationTable, VariantsTable } from "@wire/design-system";
import {
  COOKIE_NAMES,
  type MeasurementSystem,
  removeFromBasket,
  type Specification,
} from "@wire/domain";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { specificationRows, variantTable } from "../../site/catalogue/specificationRows";
import { useCompareBasket } from "../compare/useCompareBasket";

/** The measurement system the visitor chose before, from its cookie. */
function rememberedSystem(): MeasurementSystem | null {
  const value = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${COOKIE_NAMES.measurementSystem}=`))
    ?.split("=")[1];
  return value === "Metric" || value === "Imperial" ? value : null;
}

/** A year: the visitor's units are a lasting preference. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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
}: Props) {
  const t = useTranslations();
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
          title={t("product.specifications")}
          rows={specificationRows(specifications)}
          system={system}
          toolbar={
            <MeasurementSystemSwitch
              value={system}
              onChange={choose}
              showLabel
              labels={{
                label: t("compare.measurementSystem"),
                metric: t("compare.metric"),
                imperial: t("compare.imperial"),
              }}
            />
          }
        />
      ) : null}
      {variants.length > 0 ? (
        <VariantsTable
          caption={t("product.variants")}
          nameHeader={t("compare.variant")}
          columns={table.columns}
          variants={table.rows}
          missingText={t("product.missingValue")}
          {...(classificationSlug
            ? {
                compare: {
                  header: t("sideButtons.compare"),
                  label: (name: string) => t("product.addVariantToCompare", { name }),
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
