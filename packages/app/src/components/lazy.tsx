"use client";

/**
 * Client components that only some pages render (catalogue, search, galleries,
 * the password gate) and the message provider they need. Server components
 * import them from here, so each comes in a chunk of its own when a page
 * renders it, and the public pages' first load carries none of their code
 * (react-aria, dialogs, use-intl's message formatter).
 */
import dynamic from "next/dynamic";

export const ClientMessages = dynamic(() =>
  import("./ClientMessages").then((m) => m.ClientMessages),
);
export const ProductCards = dynamic(() =>
  import("./catalogue/ProductCards").then((m) => m.ProductCards),
);
export const ProductImages = dynamic(() =>
  import("./catalogue/ProductMedia").then((m) => m.ProductImages),
);
export const Highlights = dynamic(() =>
  import("./catalogue/ProductMedia").then((m) => m.Highlights),
);
export const Specifications = dynamic(() =>
  import("./catalogue/Specifications").then((m) => m.Specifications),
);
export const TranslatedGallery = dynamic(() =>
  import("./TranslatedGallery").then((m) => m.TranslatedGallery),
);
export const SearchResultsView = dynamic(() =>
  import("./search/SearchResultsView").then((m) => m.SearchResultsView),
);
export const SiteSearchField = dynamic(() =>
  import("./search/SiteSearchField").then((m) => m.SiteSearchField),
);
export const PreviewPasswordGate = dynamic(() =>
  import("./PreviewPasswordGate").then((m) => m.PreviewPasswordGate),
);
