// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL_RUNS = /[\u0000-\u001f\u007f]+/g;

/**
 * Whether a text holds a C0 control character or DEL. No slug, id, file name or search term
 * does; a NUL (U+0000) cannot even be stored or compared by the services' database.
 *
 * @example
 * hasControlCharacter("a\u0000b"); // => true
 * hasControlCharacter("café"); // => false
 */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * A one-line text with each run of control characters (a NUL, a tab, a line break) as one space.
 *
 * @example
 * withoutControlCharacters("crimp\u0000\nforce"); // => "crimp force"
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_RUNS, " ");
}

/**
 * A text without NUL characters (U+0000), every other character kept (line breaks and tabs
 * included). Text pasted from some PDFs and terminals carries NULs; the services' database cannot
 * store one, so a form with one could never be sent.
 *
 * @example
 * withoutNul("height\u0000 drifts"); // => "height drifts"
 */
export function withoutNul(text: string): string {
  return text.replaceAll("\u0000", "");
}
