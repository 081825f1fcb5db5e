import type { Localized, StoredImage } from "../../db/storedJson";

/** Seed shapes of the content service: what `seed.ts` writes, typed like the SDL. */

export type Stage = "DRAFT" | "PUBLISHED";

export interface SeedSite {
  id: string;
  name: string;
  slug: string | null;
  internationalOnly: boolean;
  hideSideButtons: boolean;
  enableCutFont: boolean;
  theme: string;
  domains: { host: string; slug?: string }[];
  addLanguages: string[];
  dropLanguages: string[];
  /** Null: international English, else the first international locale (see `defaultSiteLocale`). */
  defaultLanguage: string | null;
}

export interface Action {
  text: string;
  href: string;
}

/** One module per design-system module the site renders; `__typename` names the SDL type. */
export type SeedModule =
  | {
      __typename: "HeroModule";
      id: string;
      overline?: string;
      title: string;
      text?: string;
      image?: StoredImage;
      actions: Action[];
    }
  | { __typename: "RichTextModule"; id: string; html: string }
  | {
      __typename: "TextWithImageModule";
      id: string;
      title?: string;
      html: string;
      image: StoredImage;
      imagePosition: "left" | "right";
    }
  | {
      __typename: "TeaserGridModule";
      id: string;
      title?: string;
      columns: 2 | 3;
      items: {
        id: string;
        overline?: string;
        title: string;
        text?: string;
        href: string;
        image?: StoredImage;
        kind: "product" | "story" | "mediaRelease" | "news" | "contact";
      }[];
    }
  | {
      __typename: "ImageModule";
      id: string;
      image: StoredImage;
      preset: "Stretched" | "StretchedVideo" | "BreakOut" | "Inline" | "AsideSquare" | "AsideVideo";
      caption?: string;
    }
  | { __typename: "VideoModule"; id: string; url: string; thumbnail?: StoredImage; title?: string }
  | { __typename: "GalleryModule"; id: string; images: StoredImage[] }
  | {
      __typename: "DownloadsModule";
      id: string;
      title?: string;
      items: {
        title: string;
        href: string;
        size: number;
        extension: string;
        thumbnail?: StoredImage;
      }[];
    }
  | { __typename: "AccordionModule"; id: string; items: { title: string; html: string }[] }
  | { __typename: "KeyFactsModule"; id: string; facts: { value: string; label: string }[] }
  | {
      __typename: "QuoteModule";
      id: string;
      text: string;
      author: string;
      role?: string;
      portrait?: StoredImage;
    }
  | {
      __typename: "CallToActionModule";
      id: string;
      title: string;
      text?: string;
      actions: Action[];
    }
  | {
      __typename: "ContactTeaserModule";
      id: string;
      name: string;
      role?: string;
      email?: string;
      phone?: string;
      image?: StoredImage;
    }
  | { __typename: "LocationsModule"; id: string; title?: string; locations: SeedLocation[] }
  | {
      __typename: "FormModule";
      id: string;
      form: "SUPPORT" | "SERVICE_REQUEST" | "WHITEPAPER" | "STORY_FEEDBACK";
      title: string;
      intro?: string;
      /** For WHITEPAPER: the URL path of the file (`/file/{slug}`). */
      document?: string;
    };

/** A sales or service company of the group (the `Location` of the SDL). */
export interface SeedLocation {
  id: string;
  name: string;
  address: string[];
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
  email: string;
  services: ("sales" | "service" | "spareParts" | "training")[];
}

export interface SeedLocalization {
  title: string;
  description?: string;
  leadText?: string;
  category?: string;
  modules: SeedModule[];
}

export interface SeedPage {
  id: string;
  siteId: string;
  slug: string;
  kind?: "Content" | "Story" | "MediaRelease" | "System";
  pageType?: string;
  theme?: string;
  injection?: string;
  parentSlug?: string;
  countries?: string[];
  mainSiteOnly?: boolean;
  protection?: "NONE" | "PASSWORD" | "CIAM_ROLE";
  publicationDate?: string;
  image?: StoredImage;
  adhoc?: boolean;
  storyContacts?: { id: string; name: string; slug: string; image: StoredImage | null }[];
  relatedProducts?: string[];
  /** Stages the page exists in; default both. */
  stages?: Stage[];
  localizations: Record<string, SeedLocalization>;
  /** Localisations that differ in DRAFT (unpublished edits). */
  draftLocalizations?: Record<string, SeedLocalization>;
}

/** A seed picture served by the services at `/assets/images/{name}.png`. */
export function image(
  name: string,
  alternativeText: string | Localized,
  width = 1180,
  height = 664,
): StoredImage {
  return {
    url: `/assets/images/${name}.png`,
    mimeType: "image/png",
    alternativeText,
    width,
    height,
  };
}

/** A brand word mark served at `/assets/logos/{name}.svg`. */
export function logo(name: string, alternativeText: string): StoredImage {
  return {
    url: `/assets/logos/${name}.svg`,
    mimeType: "image/svg+xml",
    alternativeText,
    width: 304,
    height: 52,
  };
}

/** A locale map for navigation and feed JSON; English is required as the last fallback. */
export function tr(texts: { en: string } & Record<string, string>): Localized {
  return { $t: texts };
}

/**
 * The words of `language` in per-language copy a page's shared structure uses (captions,
 * download titles), English where the copy lacks that language: the seed's translation test
 * (`seedTranslations.test.ts`) reports such a fallback as untranslated.
 */
export function inLanguage<C>(copy: { en: C } & Record<string, C>, language: string): C {
  return copy[language] ?? copy.en;
}

/**
 * Localisations of one page from per-language copy and one builder, so the
 * structure (images, links) is written once and only the words differ.
 */
export function localize<C>(
  copy: { en: C } & Record<string, C>,
  build: (c: C, language: string) => SeedLocalization,
): Record<string, SeedLocalization> {
  return Object.fromEntries(Object.entries(copy).map(([lang, c]) => [lang, build(c, lang)]));
}
