import type { Localized } from "../db/storedJson";

/** A stored JSON type as the API serves it: every locale map becomes its text. */
export type Resolved<T> = T extends Localized
  ? string
  : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

/** True for a `{ $t: { en: "…", de: "…" } }` locale map inside stored JSON. */
function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === "object" &&
    value !== null &&
    "$t" in value &&
    typeof (value as Localized).$t === "object"
  );
}

/** The text of a locale map in the first locale of the chain that has one (English last). */
export function pickText(map: Record<string, string>, chain: readonly string[]): string {
  for (const locale of chain) {
    const text = map[locale];
    if (text) return text;
  }
  return map.en ?? Object.values(map)[0] ?? "";
}

/**
 * Turns stored content JSON into what the API serves: every locale map
 * (`{ $t: {…} }`) becomes the text of the first locale of `chain` that has
 * one, and every image URL starting with `/` is made absolute on `origin`, so
 * the app can load `/assets/…` from the services process.
 */
export function resolveJson<T>(value: T, chain: readonly string[], origin: string): Resolved<T> {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (isLocalized(node)) return pickText(node.$t, chain);
    if (typeof node !== "object" || node === null) return node;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) out[key] = walk(child);
    if (typeof out.url === "string" && "mimeType" in out && out.url.startsWith("/")) {
      out.url = `${origin}${out.url}`;
    }
    return out;
  };
  return walk(value) as Resolved<T>;
}
