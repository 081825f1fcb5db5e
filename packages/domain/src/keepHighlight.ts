/** A product highlight (spec §3). */
export interface Highlight {
  readonly name?: string | null;
  readonly shortDescription?: string | null;
  readonly longDescription?: string | null;
  readonly imageUrl?: string | null;
  readonly videoImageUrl?: string | null;
  readonly videoUrl?: string | null;
}

/**
 * Whether a highlight is kept: it needs a name and an image (`imageUrl`) or a video (`videoUrl`)
 * (spec §5). Blank strings count as missing.
 *
 * @example
 * keepHighlight({ name: "Fast", imageUrl: "/a.png" }); // => true
 */
export function keepHighlight(h: Highlight): boolean {
  const present = (value: string | null | undefined) => Boolean(value?.trim());
  return present(h.name) && (present(h.imageUrl) || present(h.videoUrl));
}
