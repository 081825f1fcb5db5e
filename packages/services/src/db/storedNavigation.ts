import type { Localized, StoredImage } from "./storedJson";

/** A link inside stored navigation: its text is a locale map. */
export interface StoredLink {
  text: Localized;
  url: string;
  openInNewTab: boolean;
}

/** A navigation entry as stored: titles are locale maps, ids stable, URLs without locale. */
export interface StoredNavItem {
  id: string;
  title: Localized;
  breadcrumbOverride?: Localized;
  url?: string;
  hidden?: boolean;
  countries?: string[];
  target?: string;
  page?: { id: string; slug: string };
  items?: StoredNavItem[];
  sections?: StoredNavSection[];
  marketingSection?: { title: Localized; text: Localized; image?: StoredImage; link?: StoredLink };
  contentTeaserCard?: {
    overline?: Localized;
    title: Localized;
    text?: Localized;
    image?: StoredImage;
    link: StoredLink;
  };
}

/** A titled group of entries (a mega-menu column or a footer section). */
export interface StoredNavSection {
  id: string;
  title: Localized;
  items: StoredNavItem[];
}

/** The `navigations.header` column. */
export interface StoredHeaderNavigation {
  theme: string;
  hidden: boolean;
  homeItems: StoredNavItem[];
  topItems: StoredNavItem[];
}

/** The `navigations.footer` column. */
export interface StoredFooterNavigation {
  theme: string;
  contactLink: StoredLink | null;
  navigationSections: StoredNavSection[];
}
