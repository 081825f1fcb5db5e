"use client";

import { type ComponentProps, lazy, Suspense, useState } from "react";
import type { Lightbox as LightboxComponent } from "./Lightbox";

// The lightbox (a Radix dialog) is loaded on first use, not with the page: galleries render on
// public pages, whose first-load JavaScript is budgeted. Hovering or focusing an opener starts
// the download (`loadLightbox`), so the click rarely waits.
export const loadLightbox = () => import("./Lightbox");
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

/**
 * The Lightbox, mounted from its first opening on: before that it is neither loaded nor
 * rendered, afterwards it stays mounted so that it can animate closing.
 */
export function LazyLightbox(props: ComponentProps<typeof LightboxComponent>) {
  const [opened, setOpened] = useState(props.index !== null);
  if (props.index !== null && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  ) : null;
}
