import { Checkbox, FilterBar, NativeSelect, SearchInput } from "@wire/design-system";

/** A field of a list's filter form; "all" is every select's no-filter option. */
export type FilterField =
  | { kind: "search"; name: string; label: string; value: string }
  | { kind: "checkbox"; name: string; label: string; checked: boolean }
  | {
      kind: "select";
      name: string;
      label: string;
      value: string;
      options: readonly { id: string; label: string }[];
    };

/**
 * A list's filters as a plain GET form (state in the URL, so back, reload and
 * sharing keep it). Native fields: it works before scripts load and adds no
 * script to the page.
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
        field.kind === "checkbox" ? (
          <Checkbox key={field.name} name={field.name} value="1" defaultSelected={field.checked}>
            {field.label}
          </Checkbox>
        ) : field.kind === "search" ? (
          <SearchInput
            key={field.name}
            name={field.name}
            label={field.label}
            defaultValue={field.value}
          />
        ) : (
          <NativeSelect
            key={field.name}
            name={field.name}
            label={field.label}
            items={field.options}
            defaultValue={field.value || "all"}
          />
        ),
      )}
    </FilterBar>
  );
}
