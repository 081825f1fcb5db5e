import type { PageModule } from "@wire/graphql";

/** How far down the page a hero or image module still counts as the page's opening image. */
const OPENING_MODULES = 3;

/**
 * The index of the module whose image is likely the page's largest paint: the first hero or
 * image module with an image among the opening ones, or -1. A page often opens with a
 * paragraph above its picture; that picture, loaded lazily, was the content page's late
 * largest paint in `pnpm bench pages`.
 */
export function openingImageIndex(modules: readonly PageModule[]): number {
  return modules
    .slice(0, OPENING_MODULES)
    .findIndex((module) => (module.kind === "hero" || module.kind === "image") && module.image);
}
