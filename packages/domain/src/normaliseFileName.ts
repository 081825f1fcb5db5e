/** The longest file name kept, in bytes of UTF-8: what most file systems allow. */
export const FILE_NAME_MAX_BYTES = 255;

/**
 * What a stored name never holds: C0 and C1 control characters and DEL (a NUL cannot even be
 * stored by the services' database), the bidirectional overrides and isolates that make
 * `gnp.exe` display as `exe.png`, lone surrogates (no UTF-8 for them), and path separators.
 */
const DROPPED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops.
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** An extension worth keeping when a long name is cut: a dot and up to 16 letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,16}$/u;

/** UTF-8 length by code point (the domain targets plain ECMAScript, which has no TextEncoder). */
function bytesOf(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The longest start of `text` of at most `maxBytes` UTF-8 bytes that ends between characters. */
function cutToBytes(text: string, maxBytes: number): string {
  let kept = "";
  let size = 0;
  for (const { segment } of graphemes.segment(text)) {
    const next = bytesOf(segment);
    if (size + next > maxBytes) break;
    kept += segment;
    size += next;
  }
  return kept;
}

/**
 * A file name as the portal stores and shows it (issue 41): Unicode in composed form (NFC),
 * control characters, direction overrides and path separators dropped, blanks at either end
 * trimmed, and at most 255 bytes of UTF-8, cut between characters (never inside one, nor inside
 * an emoji sequence) and keeping the extension. `null` when nothing usable is left: an empty name,
 * or one of dots only (`.`, `..`).
 *
 * @example
 * normaliseFileName("a\u0000b.png"); // => "ab.png"
 * normaliseFileName("../../etc/passwd"); // => "....etcpasswd"
 * normaliseFileName(" \u0000 "); // => null
 */
export function normaliseFileName(name: string): string | null {
  const cleaned = name.normalize("NFC").replace(DROPPED, "").trim();
  if (/^\.*$/.test(cleaned)) return null;
  if (bytesOf(cleaned) <= FILE_NAME_MAX_BYTES) return cleaned;
  const extension = EXTENSION.exec(cleaned)?.[0] ?? "";
  const stem = cutToBytes(
    cleaned.slice(0, cleaned.length - extension.length),
    FILE_NAME_MAX_BYTES - bytesOf(extension),
  ).trimEnd();
  return stem ? `${stem}${extension}` : cutToBytes(cleaned, FILE_NAME_MAX_BYTES);
}
