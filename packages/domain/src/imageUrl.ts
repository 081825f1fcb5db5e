/** An image size: width, and height when the image is cropped to a box. */
export interface ImageSize {
  readonly width: number;
  readonly height?: number;
}

/** Size presets of content images (spec §9). */
export const IMAGE_PRESETS = Object.freeze({
  Stretched: { width: 1180 },
  StretchedVideo: { width: 1200, height: 675 },
  BreakOut: { width: 980 },
  Inline: { width: 780 },
  AsideSquare: { width: 960, height: 960 },
  AsideVideo: { width: 960, height: 540 },
} satisfies Record<string, ImageSize>);

/** A preset name. */
export type ImagePreset = keyof typeof IMAGE_PRESETS;

/** Fixed image sizes (spec §9); a single number in the spec is a width. */
export const IMAGE_SIZES = Object.freeze({
  galleryThumbnail: { width: 56 },
  gallery: { width: 540 },
  lightboxThumbnail: { width: 80 },
  storyImage: { width: 768, height: 432 },
  contactImage: { width: 80, height: 80 },
  capabilityImage: { width: 480 },
  marketingLogo: { width: 304, height: 52 },
  documentThumbnail: { width: 128, height: 180 },
  videoThumbnail: { width: 1180 },
} satisfies Record<string, ImageSize>);

/** Default image quality (spec §9). */
export const IMAGE_QUALITY = 90;
/** Default placeholder width (spec §9). */
export const IMAGE_PLACEHOLDER_WIDTH = 400;

/** Options of `imageUrl`. */
export interface ImageUrlOptions {
  /** Default `webp`; `png` e.g. for images that need lossless transparency. */
  readonly format?: "webp" | "png";
  /** Default 90. */
  readonly quality?: number;
  /** A low-resolution placeholder: width 400, height scaled to keep the size's aspect ratio. */
  readonly placeholder?: boolean;
}

/**
 * The transformation URL of an image (spec §9): appends `w`, `h` (when the size has one),
 * `fit=crop`, `q` (90) and `fm` (webp or png) to `src`, keeping its existing query. An empty
 * `src` gives "".
 *
 * @example
 * imageUrl("https://cdn/x.jpg", "AsideVideo"); // => "https://cdn/x.jpg?w=960&h=540&fit=crop&q=90&fm=webp"
 */
export function imageUrl(
  src: string,
  size: ImagePreset | ImageSize,
  options: ImageUrlOptions = {},
): string {
  if (!src) return "";
  const box: ImageSize = typeof size === "string" ? IMAGE_PRESETS[size] : size;
  let { width, height } = box;
  if (options.placeholder) {
    height =
      height === undefined ? undefined : Math.round((height * IMAGE_PLACEHOLDER_WIDTH) / width);
    width = IMAGE_PLACEHOLDER_WIDTH;
  }
  const params = [
    `w=${width}`,
    ...(height === undefined ? [] : [`h=${height}`]),
    "fit=crop",
    `q=${options.quality ?? IMAGE_QUALITY}`,
    `fm=${options.format ?? "webp"}`,
  ].join("&");
  const [base, hash] = src.split("#", 2) as [string, string?];
  const separator = base.includes("?")
    ? base.endsWith("?") || base.endsWith("&")
      ? ""
      : "&"
    : "?";
  return `${base}${separator}${params}${hash === undefined ? "" : `#${hash}`}`;
}
