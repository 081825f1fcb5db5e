"use client";

import { MeasurementSystemSwitch, SpecificationTable, VariantsTable } from "@wire/design-system";
import { type MeasurementSystem, removeFromBasket, type Specification } from "@wire/domain";
import { fillTemplate } from "../../i18n/fillTemplate";
import { useCompareBasket } from "../compare/useCompareBasket";
import { chooseSystem, useMeasurementSystem } from "./measurementSystem";
import { specificationRows, variantTable } from "./specificationRows";

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
 * switching sets (and the hero's key facts follow). The variants table is
 * the target of the hero's "N variants" link (`#variants`).
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
  const system = useMeasurementSystem(initialSystem);

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
              onChange={chooseSystem}
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
        <div id="variants">
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
        </div>
      ) : null}
    </>
  );
}
