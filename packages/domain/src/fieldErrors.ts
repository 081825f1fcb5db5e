/** What `fieldErrors` reads from a zod error. */
export interface IssueList {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/** Key used for issues that belong to the whole form. */
export const FORM_ERROR_KEY = "_form";

/**
 * Turns a zod error into `{ field: message }` for forms, keeping the first message per field.
 * Nested paths are joined with dots (`returnAddress.city`); issues on the whole object go under
 * `_form`.
 *
 * @example
 * fieldErrors(supportRequestSchema.safeParse({}).error!).email; // => "Please provide a valid email address"
 */
export function fieldErrors(error: IssueList): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || FORM_ERROR_KEY;
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}
