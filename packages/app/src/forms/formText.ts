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

/** A locale code's shape as pages and forms carry it (`de`, `de-ch`). */
const LOCALE_CODE = /^[a-z]{2}(-[a-z]{2})?$/i;

/**
 * `value` when it has a locale code's shape, else "en": what an action answers in.
 *
 * @example
 * localeOrEnglish("de-ch"); // => "de-ch"
 * localeOrEnglish("../x"); // => "en"
 */
export function localeOrEnglish(value: string): string {
  return LOCALE_CODE.test(value) ? value : "en";
}

/** The locale a form was sent from (its hidden `locale` field), or "en". */
export function formLocale(form: FormData): string {
  return localeOrEnglish(formText(form, "locale"));
}
