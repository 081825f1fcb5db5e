/**
 * Selectors for the hover and press states of native buttons, matching what
 * react-aria's `data-hovered` and `data-pressed` meant: only a button that can
 * be pressed (not `disabled`, not `aria-disabled`, e.g. while loading) shows
 * them. `:where` keeps the specificity at one class plus one pseudo-class, as
 * the data attributes had, so a caller's `&:hover` override still wins.
 *
 * @example
 * style({ selectors: { [hovered]: { backgroundColor: vars.color.neutralSoft } } })
 */
export const hovered = "&:hover:where(:not(:disabled, [aria-disabled=true]))";

/** The pressed state (see `hovered`). */
export const pressed = "&:active:where(:not(:disabled, [aria-disabled=true]))";
