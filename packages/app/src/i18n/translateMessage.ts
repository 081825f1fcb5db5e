import en from "./messages/en.json";
import type { Translator } from "./serverTranslator";

/** Every English validation text with its key: the domain's messages are the English texts. */
const KEYS = new Map<string, string>();
(function collect(node: unknown, path: string) {
  if (typeof node === "string") {
    if (!KEYS.has(node)) KEYS.set(node, path);
  } else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) collect(value, path ? `${path}.${key}` : key);
  }
})(en.validation, "validation");

/**
 * A message from the domain or a service (the spec's English wording) in the
 * reader's language: the validation key whose English text it is, else as is.
 */
export function translateMessage(message: string, t: Translator): string {
  const key = KEYS.get(message);
  return key ? t(key as never) : message;
}

/** Field messages in the reader's language. */
export function translateErrors(errors: Record<string, string>, t: Translator) {
  return Object.fromEntries(
    Object.entries(errors).map(([field, m]) => [field, translateMessage(m, t)]),
  );
}

/** Every validation message, English to the reader's language, for a form's own check in the browser. */
export function validationTranslations(t: Translator): Record<string, string> {
  return Object.fromEntries([...KEYS].map(([english, key]) => [english, t(key as never)]));
}
