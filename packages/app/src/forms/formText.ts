import { withoutNul } from "@wire/domain";

/**
 * A submitted form's text field, "" when absent or a file. NULs are dropped: no one types one,
 * pasted text can carry them, and the services refuse text holding one (the form could never be
 * sent). Every form action reads its text fields here.
 *
 * @example
 * formText(form, "message"); // => "The crimp height drifts."
 */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? withoutNul(value) : "";
}
