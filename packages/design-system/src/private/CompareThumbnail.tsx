"use client";

import { useImageContext } from "../modules/Image/ImageProvider";

export interface CompareThumbnailProps {
  image?: { src: string; alt: string };
  /** Sizes the image and the empty box alike. */
  className: string;
}

/**
 * A product's 56 × 42 thumbnail in the compare basket and the comparison's
 * candidates (loaded at twice that for sharp screens), or an empty box of the
 * same class when the product has no image, so the rows line up.
 */
export function CompareThumbnail({ image, className }: CompareThumbnailProps) {
  const { loader, component: Img } = useImageContext();
  return image ? (
    <Img
      src={loader(image.src, { width: 112, height: 84 })}
      alt={image.alt}
      width={56}
      height={42}
      className={className}
    />
  ) : (
    <span className={className} />
  );
}
