import type { Translator } from "./serverTranslator";

/**
 * Fills `{name}` placeholders of a text the server translated with the
 * placeholders left in (`t("media.playVideo", { title: "{title}" })`). Client
 * leaves whose labels are functions build them with this instead of shipping
 * a message formatter in the page's first load.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A translation with each named placeholder kept as `{name}`, for `fillTemplate`. */
export function templateOf(t: Translator, key: string, names: readonly string[]): string {
  // The key is checked by the message type where callers name it; here it is any message path.
  return (t as unknown as (key: string, values?: Record<string, string>) => string)(
    key,
    Object.fromEntries(names.map((name) => [name, `{${name}}`])),
  );
}
