"use client";

import { FilterBar, Select, TextField } from "@wire/design-system";

/** A field of a list's filter form; "all" is every select's no-filter option. */
export type FilterField =
  | { kind: "search"; name: string; label: string; value: string }
  | {
      kind: "select";
      name: string;
      label: string;
      value: string;
      options: readonly { id: string; label: string }[];
    };

/**
 * A list's filters as a plain GET form (state in the URL, so back, reload and
 * sharing keep it; it works before scripts load).
 */
export function FilterForm({
  label,
  submitLabel,
  resetHref,
  resetLabel,
  fields,
}: {
  label: string;
  submitLabel: string;
  resetHref: string;
  resetLabel: string;
  fields: readonly FilterField[];
}) {
  return (
    <FilterBar
      label={label}
      submitLabel={submitLabel}
      resetHref={resetHref}
      resetLabel={resetLabel}
    >
      {fields.map((field) =>
        field.kind === "search" ? (
          <TextField
            key={field.name}
            name={field.name}
            type="search"
            label={field.label}
            defaultValue={field.value}
          />
        ) : (
          <Select
            key={field.name}
            name={field.name}
            label={field.label}
            items={field.options}
            defaultSelectedKey={field.value || "all"}
          />
        ),
      )}
    </FilterBar>
  );
}
