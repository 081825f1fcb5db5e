/** Business constants and limits quoted from the spec (§4, §6, §9). */

/** The portal's path segment (spec §2). */
export const PORTAL_SEGMENT = "portal";

/** Renew tokens when less than this many seconds remain (spec §4, §9). */
export const TOKEN_RENEWAL_THRESHOLD_S = 180;
/** After a failed login the protected page waits this long before its fallback (spec §4, §9). */
export const AUTH_WAIT_MS = 30_000;
/** Default identity request timeout (spec §9). */
export const IDENTITY_REQUEST_TIMEOUT_MS = 5000;
/** Login server request timeout (spec §9). */
export const LOGIN_SERVER_TIMEOUT_MS = 3000;
/** Identity realm (spec §9). */
export const IDENTITY_REALM = "alpha";
/** Login return path (spec §9). */
export const AUTH_CALLBACK_PATH = "/callback";

/** Scroll restore delay (spec §9). */
export const SCROLL_RESTORE_DELAY_MS = 100;
/** One spinner turn (spec §9). */
export const SPINNER_TURN_MS = 1080;
/** A floating flash message hides itself after this long (spec §9). */
export const FLOATING_FLASH_TIMEOUT_MS = 7000;
/** Chunk-load reload guard: at most one reload per path in this time (spec §4, §9). */
export const RELOAD_GUARD_TTL_MS = 10_000;
/** At most this many preloaded routes at once (spec §9). */
export const MAX_PRELOADED_ROUTES = 5;
/** Icon sizes in pixels (spec §9). */
export const ICON_SIZES = [16, 24] as const;

/** Editor cookie validity in days (spec §6, §9). */
export const EDITOR_COOKIE_MAX_AGE_DAYS = 90;
/** Upload maximum: 100 MB (spec §5, §9). */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** The "Talk to an Expert" panel promises a reply within this many hours (spec §9). */
export const EXPERT_REPLY_HOURS = 24;
/** News feed page size for load more (spec §7, §9). */
export const NEWS_FEED_PAGE_SIZE = 10;

/** In-memory cache: at most this many entries (spec §9). */
export const CACHE_MAX_ENTRIES = 400;
/** In-memory cache lifetime: 30 minutes (spec §9). */
export const CACHE_TTL_MS = 30 * 60_000;
/** A cache key locked longer than this is considered deadlocked and gets a new lock (spec §9). */
export const CACHE_LOCK_TIMEOUT_MS = 5000;
/** Cache key prefix when the next-release flag is on (spec §9). */
export const NEXT_RELEASE_CACHE_PREFIX = "nextRelease_";

/** Page and site themes (spec §9); brand-named values may be added by content. */
export const THEMES = [
  "Default",
  "Copper",
  "Light_Blue",
  "Iqc",
  "Adaptronic",
  "Cirris",
  "Diit",
  "Hosver",
] as const;
/** A page or site theme. */
export type Theme = (typeof THEMES)[number];
/** Brand themes, a subset of `THEMES` (spec §9). */
export const BRAND_THEMES = ["Default", "Adaptronic", "Cirris", "Diit", "Hosver"] as const;
/** A brand theme. */
export type BrandTheme = (typeof BRAND_THEMES)[number];
/** Default page theme (spec §3, §9). */
export const DEFAULT_THEME = "Default";
/** Default page type (spec §3, §9). */
export const DEFAULT_PAGE_TYPE = "Content";
/** Default translation source language (spec §3, §9). */
export const DEFAULT_SOURCE_LANGUAGE = "en";
/** Fixed content page slugs (spec §3). */
export const ERROR_PAGE_SLUG = "error";
export const MEDIA_RELEASES_PAGE_SLUG = "media-releases";
/** Top-level classification slugs (spec §2). */
export const TOP_LEVEL_CLASSIFICATION_SLUGS = ["products", "services", "smart-factory"] as const;

/** Local storage keys (spec §9). The spec does not name them; these are the app's names. */
export const STORAGE_KEYS = Object.freeze({
  comparisonBasket: "uapp_comparison_basket",
  partsCart: "uapp_parts_cart",
  newsFeedLastRead: "uapp_news_feed_last_read",
});

/**
 * Cookie names (spec §4, §9). `uapp_current_locale` and `uapp_is-next-release` are the spec's;
 * the fallback-language, measurement-system, testing and editor names are the app's choice.
 */
export const COOKIE_NAMES = Object.freeze({
  currentLocale: "uapp_current_locale",
  nextRelease: "uapp_is-next-release",
  fallbackLanguage: "uapp_fallback_language",
  measurementSystem: "uapp_measurement_system",
  testing: "uapp_testing",
  editor: "uapp_editor",
});
