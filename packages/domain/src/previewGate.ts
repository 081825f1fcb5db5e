/** The query parameter that turns the preview gate on (`true`) or back to the configuration (`false`). */
export const PREVIEW_GATE_PARAM = "previewGate";

/**
 * Whether a request meets the preview gate (spec §4: "a password gate is
 * enabled by a configuration flag or a query parameter"), and whether to
 * remember the parameter's choice for the visitor's next pages. Only
 * preview hosts have a gate; there it is on when configured, when asked for
 * with `?previewGate=true` (remembered), or when asked for before;
 * `?previewGate=false` forgets that, leaving the configuration.
 *
 * @example
 * previewGate({ onPreviewHost: true, configured: false, param: "true", remembered: false });
 * // => { gated: true, remember: true }
 */
export function previewGate(input: {
  onPreviewHost: boolean;
  configured: boolean;
  param: string | null;
  remembered: boolean;
}): { gated: boolean; remember?: boolean } {
  if (!input.onPreviewHost) return { gated: false };
  if (input.param === "true") return { gated: true, remember: true };
  if (input.param === "false") return { gated: input.configured, remember: false };
  return { gated: input.configured || input.remembered };
}
