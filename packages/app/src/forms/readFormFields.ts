import { formFields, type PublicFormKind } from "./formDefinitions";
import { formText } from "./formText";

/** The longest value kept from one field; longer input is cut, not stored whole. */
const MAX_FIELD_LENGTH = 5_000;

export interface ReadForm {
  /** The fields as the domain's schema reads them: checkboxes as booleans, dotted names nested. */
  fields: Record<string, unknown>;
  /** What the visitor entered, by field name, to put back into the form after an error. */
  values: Record<string, string>;
}

/**
 * Reads a submitted form of `kind`: only the fields the form has (anything
 * else a client sends is ignored), text trimmed to a sane length, a checkbox
 * true when sent at all (a browser sends an unchecked box not at all).
 *
 * @example
 * readFormFields("storyFeedback", form).fields.firstName; // => "Ada"
 */
export function readFormFields(kind: PublicFormKind, form: FormData): ReadForm {
  const fields: Record<string, unknown> = {};
  const values: Record<string, string> = {};
  for (const field of formFields(kind)) {
    const sent = form.get(field.name);
    const raw = formText(form, field.name).slice(0, MAX_FIELD_LENGTH);
    if (field.type === "checkbox") {
      const checked = sent !== null && raw !== "false";
      values[field.name] = checked ? "on" : "";
      setPath(fields, field.name, checked);
    } else {
      values[field.name] = raw;
      setPath(fields, field.name, raw);
    }
  }
  return { fields, values };
}

function setPath(target: Record<string, unknown>, name: string, value: unknown) {
  const parts = name.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}
