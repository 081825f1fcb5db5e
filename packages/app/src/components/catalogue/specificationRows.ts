import type { MeasurementSystem, Specification } from "@wire/domain";

const shown = (spec: Specification) => (spec.unit ? `${spec.value} ${spec.unit}` : spec.value);

const inSystem = (spec: Specification, system: MeasurementSystem) =>
  !spec.measurementSystem || spec.measurementSystem === system;

/**
 * The rows of a product's specification table: one per specification name
 * with its metric and its imperial value (a specification without a system
 * counts for both), in the order the names first appear.
 */
export function specificationRows(specifications: readonly Specification[]) {
  const names = [...new Set(specifications.map((s) => s.name))];
  return names.map((name) => {
    const find = (system: MeasurementSystem) =>
      specifications.find((s) => s.name === name && inSystem(s, system));
    const metric = find("Metric");
    const imperial = find("Imperial");
    return {
      id: name,
      label: name,
      metric: metric ? shown(metric) : "",
      imperial: imperial ? shown(imperial) : "",
    };
  });
}

/**
 * The variants table in one measurement system: a column per specification
 * (with its unit) that any variant has, a row per variant named for the
 * system, `null` where a variant lacks a value.
 */
export function variantTable(
  variants: readonly {
    id: string;
    nameMetric: string;
    nameImperial: string;
    specifications: readonly Specification[];
  }[],
  system: MeasurementSystem,
) {
  const columns: { name: string; unit: string | null }[] = [];
  for (const variant of variants) {
    for (const spec of variant.specifications.filter((s) => inSystem(s, system))) {
      if (!columns.some((c) => c.name === spec.name)) {
        columns.push({ name: spec.name, unit: spec.unit ?? null });
      }
    }
  }
  return {
    columns: columns.map((c) => (c.unit ? `${c.name} (${c.unit})` : c.name)),
    rows: variants.map((variant) => ({
      id: variant.id,
      name: system === "Imperial" ? variant.nameImperial : variant.nameMetric,
      values: columns.map(
        (column) =>
          variant.specifications.find((s) => s.name === column.name && inSystem(s, system))
            ?.value ?? null,
      ),
    })),
  };
}
