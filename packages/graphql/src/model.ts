import type { LocationService } from "@wire/domain";

/**
 * The shapes the app works with, reshaped from the services' transport
 * types by the getters. Nothing outside this package sees a generated type.
 */

export interface Country {
  countryCode: string;
  sortIndex: number;
  hidden: boolean;
  defaultLanguage: string;
  supportedLanguages: string[];
  defaultMeasurementSystem: "Metric" | "Imperial";
  displayName: string;
}

/** An image (spec section 3); `url` is absolute. */
export interface Image {
  url: string;
  mimeType: string;
  alternativeText: string;
  width: number;
  height: number;
}

/** A link of the navigation; `url` is a path without locale, an https:// URL or an `action:`. */
export interface Link {
  text: string;
  url: string;
  openInNewTab: boolean;
}

/** A navigation entry (spec section 3); fits `visibleNavigationItems` and `findNavigationItem`. */
export interface NavigationItem {
  id: string;
  title: string;
  breadcrumbOverride: string | null;
  /** Path without the locale segment (the app adds it), an https:// URL or an `action:` link. */
  url: string | null;
  unlocalizedUrl: string | null;
  hidden: boolean;
  /** Empty for every country. */
  countries: string[];
  /** `_blank` opens a new tab. */
  target: string | null;
  page: { id: string; slug: string; title: string } | null;
  items: NavigationItem[];
  /** Mega-menu columns. */
  sections: NavigationSection[];
  marketingSection: {
    title: string;
    text: string;
    image: Image | null;
    link: Link | null;
  } | null;
  contentTeaserCard: {
    overline: string | null;
    title: string;
    text: string | null;
    image: Image | null;
    link: Link;
  } | null;
}

export interface NavigationSection {
  id: string;
  title: string;
  items: NavigationItem[];
}

export interface HeaderNavigation {
  theme: string;
  hidden: boolean;
  /** Home entries per country (a universal one has no countries): pick with `selectHomePage`. */
  homeItems: NavigationItem[];
  topItems: NavigationItem[];
}

export interface FooterNavigation {
  theme: string;
  contactLink: Link | null;
  navigationSections: NavigationSection[];
}

export interface SiteNavigation {
  siteId: string;
  headerNavigation: HeaderNavigation;
  footerNavigation: FooterNavigation;
}

/** A site (spec section 3); fits `selectSite` and `siteLocales` from `@wire/domain`. */
export interface Site {
  id: string;
  name: string;
  /** Null for the main site. */
  slug: string | null;
  internationalOnly: boolean;
  hideSideButtons: boolean;
  enableCutFont: boolean;
  theme: string;
  addLanguages: string[];
  dropLanguages: string[];
  /** Where a visitor with a locale the site does not offer is sent; null: international English. */
  defaultLanguage: string | null;
  domains: { host: string; slug: string | null }[];
}

export interface Language {
  languageCode: string;
  defaultCountry: string;
  /** In the client's language. */
  displayName: string;
  /** In the language itself. */
  nativeName: string;
}

export interface Brand {
  id: string;
  name: string;
  pimId: string;
  theme: string;
  image: Image;
}

/** Everything the app needs to route a request: countries by sortIndex, languages, sites, brands. */
export interface SystemData {
  countries: Country[];
  languages: Language[];
  sites: Site[];
  brands: Brand[];
}

export interface Action {
  text: string;
  href: string;
}

export interface TeaserItem {
  id: string;
  overline: string | null;
  title: string;
  text: string | null;
  href: string;
  image: Image | null;
  kind: "product" | "story" | "mediaRelease" | "news" | "contact";
}

export interface DownloadItem {
  title: string;
  /** `/file/{slug}`. */
  href: string;
  /** Bytes. */
  size: number;
  extension: string;
  thumbnail: Image | null;
}

/** One page module per design-system module, discriminated by `kind`. */
export type PageModule =
  | {
      kind: "hero";
      id: string;
      overline: string | null;
      title: string;
      text: string | null;
      image: Image | null;
      actions: Action[];
    }
  | { kind: "richText"; id: string; html: string }
  | {
      kind: "textWithImage";
      id: string;
      title: string | null;
      html: string;
      image: Image;
      imagePosition: "left" | "right";
    }
  | { kind: "teaserGrid"; id: string; title: string | null; columns: 2 | 3; items: TeaserItem[] }
  | {
      kind: "image";
      id: string;
      image: Image;
      preset: "Stretched" | "StretchedVideo" | "BreakOut" | "Inline" | "AsideSquare" | "AsideVideo";
      caption: string | null;
    }
  | { kind: "video"; id: string; url: string; thumbnail: Image | null; title: string | null }
  | { kind: "gallery"; id: string; images: Image[] }
  | { kind: "downloads"; id: string; title: string | null; items: DownloadItem[] }
  | { kind: "accordion"; id: string; items: { title: string; html: string }[] }
  | { kind: "keyFacts"; id: string; facts: { value: string; label: string }[] }
  | {
      kind: "quote";
      id: string;
      text: string;
      author: string;
      role: string | null;
      portrait: Image | null;
    }
  | { kind: "callToAction"; id: string; title: string; text: string | null; actions: Action[] }
  | {
      kind: "contactTeaser";
      id: string;
      name: string;
      role: string | null;
      email: string | null;
      phone: string | null;
      image: Image | null;
    }
  | { kind: "locations"; id: string; title: string | null; locations: Location[] }
  | {
      kind: "form";
      id: string;
      /** Which public form (the SDL's `FormKind`). */
      form: FormModuleKind;
      title: string;
      intro: string | null;
      /** For a whitepaper: the URL path of its file (`/file/{slug}`). */
      document: string | null;
    };

/** The public forms a page can carry (issue 18); `FORM_KINDS` of @wire/domain in SDL spelling. */
export type FormModuleKind = "SUPPORT" | "SERVICE_REQUEST" | "WHITEPAPER" | "STORY_FEEDBACK";

/** A sales or service company of the group, as the locations list shows it. */
export interface Location {
  id: string;
  name: string;
  /** Street, postcode and city, one line each. */
  address: string[];
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
  email: string;
  /** The names of `LOCATION_SERVICES` (@wire/domain). */
  services: LocationService[];
}

export type PageKind = "Content" | "Story" | "MediaRelease" | "System";

/** What a listing (stories, media releases, related stories) shows of a page. */
export interface PageSummary {
  id: string;
  siteId: string;
  slug: string;
  title: string;
  kind: PageKind;
  parentSlug: string | null;
  description: string | null;
  leadText: string | null;
  category: string | null;
  /** ISO 8601. */
  publicationDate: string | null;
  adhoc: boolean;
  contentLanguage: string;
  image: Image | null;
  storyContacts: { id: string; name: string; slug: string; image: Image | null }[];
}

/** What a sitemap needs to know of a page. */
export interface SitemapPage {
  id: string;
  slug: string;
  parentSlug: string | null;
  kind: PageKind;
  /** Languages the page has content in. */
  languages: string[];
  protection: "NONE" | "PASSWORD" | "CIAM_ROLE";
  /** Countries of a per-country home page; empty for a universal one. */
  countries: string[];
  publicationDate: string | null;
}

/** A page of any kind with its modules (spec section 3). */
export interface Page extends PageSummary {
  type: string;
  pageType: string;
  injection: string | null;
  cmsType: string;
  /** Navigation entries from the top down to the page, for `buildBreadcrumb`. */
  branch: { title: string; breadcrumbOverride: string | null; url: string | null }[];
  languages: string[];
  isLanguageFallback: boolean;
  isLanguageUnavailable: boolean;
  theme: string;
  translationSourceLanguage: string;
  isPublished: boolean;
  protection: "NONE" | "PASSWORD" | "CIAM_ROLE";
  /** Countries of a per-country home page; empty for a universal one. */
  countries: string[];
  mainSiteOnly: boolean;
  modules: PageModule[];
}

/** A previous URL answering with a 301 to `target` (spec section 3); fits `redirectFor`. */
export interface SystemRedirect {
  previousUrl: string;
  target: string;
}

export interface NewsFeedItem {
  id: string;
  title: string;
  text: string;
  image: Image | null;
  /** A path without locale, an https:// URL or an `action:` link. */
  link: string;
  /** ISO 8601. */
  publicationDate: string;
}

/** One page of the news feed, newest first; pass `endCursor` to get the next. */
export interface NewsFeedPage {
  items: NewsFeedItem[];
  endCursor: string | null;
  hasNextPage: boolean;
  totalCount: number;
}

export interface ProductSummary {
  slug: string;
  name: string;
  brand: string;
  shortDescription: string;
  language: string;
}
