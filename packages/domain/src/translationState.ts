/** Per-target and per-page translation states (spec §4). */
export const TRANSLATION_STATES = ["Translated", "InProgress", "MarkedForTranslation"] as const;

/** A translation state. */
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/**
 * The translation state of a page from its targets (spec §4): `Translated` when every target is
 * translated (and there is at least one), `InProgress` when any is in progress, else
 * `MarkedForTranslation`.
 *
 * @example
 * translationState([{ translationState: "Translated" }, { translationState: "InProgress" }]); // => "InProgress"
 */
export function translationState(
  targets: readonly { readonly translationState: string }[],
): TranslationState {
  if (targets.length > 0 && targets.every((t) => t.translationState === "Translated")) {
    return "Translated";
  }
  if (targets.some((t) => t.translationState === "InProgress")) return "InProgress";
  return "MarkedForTranslation";
}
