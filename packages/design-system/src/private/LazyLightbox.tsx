"use client";

import { lazy } from "react";

// The lightbox (a Radix dialog) is loaded on first use, not with the page: galleries render on
// public pages, whose first-load JavaScript is budgeted. Hovering or focusing an opener starts
// the download, so the click rarely waits.
export const loadLightbox = () => import("./Lightbox");
export const LazyLightbox = lazy(() =>
  loadLightbox().then((module) => ({ default: module.Lightbox })),
);
