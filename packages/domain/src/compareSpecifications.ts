import type { MeasurementSystem } from "./resolveMeasurementSystem.ts";

/** A product specification (spec §3). A missing measurement system applies to both. */
export interface Specification {
  readonly name: string;
  readonly value: string;
  readonly unit?: string | null;
  readonly measurementSystem?: MeasurementSystem | null;
}

/** One row of the comparison table: a value per product, `null` where a product lacks it. */
export interface SpecificationRow {
  readonly name: string;
  readonly unit: string | null;
  readonly values: (string | null)[];
}

/**
 * Builds the specification comparison table (spec §5). Rows are keyed by name + unit in order of
 * first appearance; a product's later duplicates of a name+unit are hidden (first wins); specs of
 * the other measurement system are hidden; with `hideIdentical`, rows whose values are the same
 * for every product are hidden (only with at least two products, and never when one is missing).
 *
 * @example
 * compareSpecifications([a, b], { measurementSystem: "Metric", hideIdentical: true });
 * // => [{ name: "Weight", unit: "kg", values: ["10", "12"] }]
 */
export function compareSpecifications(
  products: readonly {
    readonly slug: string;
    readonly specifications: readonly Specification[];
  }[],
  options: { readonly measurementSystem: MeasurementSystem; readonly hideIdentical?: boolean },
): SpecificationRow[] {
  const rows = new Map<string, { name: string; unit: string | null; values: (string | null)[] }>();
  products.forEach((product, index) => {
    for (const spec of product.specifications) {
      if (spec.measurementSystem && spec.measurementSystem !== options.measurementSystem) continue;
      const unit = spec.unit ?? null;
      const id = JSON.stringify([spec.name, unit]);
      let row = rows.get(id);
      if (!row) {
        row = { name: spec.name, unit, values: products.map(() => null) };
        rows.set(id, row);
      }
      if (row.values[index] === null) row.values[index] = spec.value;
    }
  });
  const all = [...rows.values()];
  if (!options.hideIdentical || products.length < 2) return all;
  return all.filter(
    (row) => row.values.includes(null) || !row.values.every((value) => value === row.values[0]),
  );
}
