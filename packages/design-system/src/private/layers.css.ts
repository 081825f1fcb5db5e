import { layer } from "@vanilla-extract/css";

/**
 * Cascade layers, lowest first. The reset and the base styles of primitives
 * that other components restyle through `className` (Link) sit in layers, so
 * unlayered component styles always win, whichever CSS file loaded first.
 */
export const reset = layer("wire-reset");
export const base = layer("wire-base");
