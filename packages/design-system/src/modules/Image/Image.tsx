"use client";

import { IMAGE_PRESETS } from "@wire/domain";
import { cx } from "../../private/cx";
import * as styles from "./Image.css";
import { useImageContext } from "./ImageProvider";

/** Content image size presets (spec §9). */
export type ImagePresetName = keyof typeof styles.preset;

export interface ImageProps {
  /** The content asset URL; the loader turns it into the preset's rendition. */
  src: string;
  /** Describe the picture; pass "" for a decorative one. */
  alt: string;
  /** @default "Inline" */
  preset?: ImagePresetName;
  caption?: string;
  rounded?: boolean;
  /**
   * Load eagerly and first, e.g. for the hero or the first image above the
   * fold (the page's largest contentful paint). @default false
   */
  priority?: boolean;
  /**
   * The asset's own width and height. Presets without a fixed aspect ratio
   * then reserve the image's height before it loads, so nothing below moves.
   */
  intrinsicSize?: { width: number; height: number };
  className?: string;
}

/**
 * A content image in one of the fixed presets: Stretched 1180, StretchedVideo
 * 1200×675, BreakOut 980, Inline 780, AsideSquare 960×960, AsideVideo 960×540.
 */
export function Image({
  src,
  alt,
  preset = "Inline",
  caption,
  rounded = false,
  priority = false,
  intrinsicSize,
  className,
}: ImageProps) {
  const { loader, component: Img } = useImageContext();
  const box: { width: number; height?: number } = IMAGE_PRESETS[preset];
  const height =
    box.height ??
    (intrinsicSize && intrinsicSize.width > 0 && intrinsicSize.height > 0
      ? Math.round((box.width * intrinsicSize.height) / intrinsicSize.width)
      : undefined);
  const img = (
    <Img
      src={loader(src, box)}
      alt={alt}
      width={box.width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      {...(priority ? { fetchPriority: "high" as const } : {})}
      decoding="async"
      className={cx(
        styles.img,
        styles.preset[preset],
        rounded && styles.rounded,
        !caption && className,
      )}
    />
  );
  if (!caption) return img;
  return (
    <figure className={cx(styles.figure, className)}>
      {img}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
