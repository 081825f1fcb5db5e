"use client";

import { ErrorSummary } from "@wire/design-system";

/**
 * The public forms' error pattern in a portal form (issue 42): the field messages of the last
 * submit listed at the top in the fields' order, each linking to its field, focused when it
 * appears; the fields show their own message under them.
 */
export function FormErrorSummary({
  title,
  errors,
  fields,
}: {
  title: string;
  errors: Record<string, string>;
  /** The form's fields in their order: the name the errors use and the control's id. */
  fields: readonly { name: string; id: string }[];
}) {
  return (
    <ErrorSummary
      title={title}
      errors={fields
        .filter((field) => errors[field.name])
        .map((field) => ({ fieldId: field.id, message: errors[field.name]! }))}
    />
  );
}
