"use client";

/**
 * Client components that only some pages render (page modules such as the
 * accordion or the downloads list, catalogue, search, galleries, videos,
 * paging, the language banner, the password gate) and the message provider
 * they need. Server components
 * import them from here, so each comes in a chunk of its own when a page
 * renders it, and the public pages' first load carries none of their code
 * (react-aria, dialogs, use-intl's message formatter).
 */
import dynamic from "next/dynamic";

export const ClientMessages = dynamic(() =>
  import("./ClientMessages").then((m) => m.ClientMessages),
);
export const ProductCards = dynamic(() => import("./catalogue/leaves").then((m) => m.ProductCards));
export const ProductImages = dynamic(() =>
  import("./catalogue/leaves").then((m) => m.ProductImages),
);
export const Highlights = dynamic(() => import("./catalogue/leaves").then((m) => m.Highlights));
export const HeroFacts = dynamic(() => import("./catalogue/leaves").then((m) => m.HeroFacts));
export const ProductCompareToggle = dynamic(() =>
  import("./catalogue/leaves").then((m) => m.ProductCompareToggle),
);
export const Specifications = dynamic(() =>
  import("./catalogue/leaves").then((m) => m.Specifications),
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
export const PasswordPrompt = dynamic(() =>
  import("./PasswordPrompt").then((m) => m.PasswordPrompt),
);
export const Accordion = dynamic(() => import("./modules/Accordion").then((m) => m.Accordion));
export const ContactTeaser = dynamic(() =>
  import("./modules/ContactTeaser").then((m) => m.ContactTeaser),
);
export const DownloadsList = dynamic(() =>
  import("./modules/DownloadsList").then((m) => m.DownloadsList),
);
export const Quote = dynamic(() => import("./modules/Quote").then((m) => m.Quote));
export const CapabilityList = dynamic(() =>
  import("./catalogue/leaves").then((m) => m.CapabilityList),
);
export const ClassificationList = dynamic(() =>
  import("./catalogue/leaves").then((m) => m.ClassificationList),
);
export const ProductDownloads = dynamic(() =>
  import("./catalogue/leaves").then((m) => m.DownloadsList),
);
export const ProductVideo = dynamic(() =>
  import("./catalogue/leaves").then((m) => m.TranslatedVideo),
);
export const TranslatedVideo = dynamic(() =>
  import("./TranslatedVideo").then((m) => m.TranslatedVideo),
);
export const TranslatedPagination = dynamic(() =>
  import("./TranslatedPagination").then((m) => m.TranslatedPagination),
);
export const FallbackLanguageBanner = dynamic(() =>
  import("./FallbackLanguageBanner").then((m) => m.FallbackLanguageBanner),
);
/** The 404 view: every page's payload names the not-found boundary, only a 404 renders it. */
export const NotFoundView = dynamic(() => import("./NotFoundView").then((m) => m.NotFoundView));
export const PublicForm = dynamic(() => import("./forms/PublicForm").then((m) => m.PublicForm));
