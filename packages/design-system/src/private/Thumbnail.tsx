"use client";

import { useImageContext } from "../modules/Image/ImageProvider";

export interface ThumbnailProps {
  image: { src: string; alt: string };
  /** Shown size in pixels; the rendition is loaded at twice that for sharp screens. */
  width: number;
  height: number;
  className?: string;
}

/**
 * A small picture through the app's image loader and component. Kept apart so
 * the card around it can render on the server: only this leaf reads the
 * image context.
 */
export function Thumbnail({ image, width, height, className }: ThumbnailProps) {
  const { loader, component: Img } = useImageContext();
  return (
    <Img
      src={loader(image.src, { width: width * 2, height: height * 2 })}
      alt={image.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
