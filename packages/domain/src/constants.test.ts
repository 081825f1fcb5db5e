import { describe, expect, it } from "vitest";
import * as c from "./constants.ts";

describe("constants", () => {
  it.each([
    ["PORTAL_SEGMENT", c.PORTAL_SEGMENT, "portal"],
    ["TOKEN_RENEWAL_THRESHOLD_S", c.TOKEN_RENEWAL_THRESHOLD_S, 180],
    ["AUTH_WAIT_MS", c.AUTH_WAIT_MS, 30000],
    ["IDENTITY_REQUEST_TIMEOUT_MS", c.IDENTITY_REQUEST_TIMEOUT_MS, 5000],
    ["LOGIN_SERVER_TIMEOUT_MS", c.LOGIN_SERVER_TIMEOUT_MS, 3000],
    ["IDENTITY_REALM", c.IDENTITY_REALM, "alpha"],
    ["AUTH_CALLBACK_PATH", c.AUTH_CALLBACK_PATH, "/callback"],
    ["SCROLL_RESTORE_DELAY_MS", c.SCROLL_RESTORE_DELAY_MS, 100],
    ["SPINNER_TURN_MS", c.SPINNER_TURN_MS, 1080],
    ["FLOATING_FLASH_TIMEOUT_MS", c.FLOATING_FLASH_TIMEOUT_MS, 7000],
    ["RELOAD_GUARD_TTL_MS", c.RELOAD_GUARD_TTL_MS, 10000],
    ["MAX_PRELOADED_ROUTES", c.MAX_PRELOADED_ROUTES, 5],
    ["ICON_SIZES", c.ICON_SIZES, [16, 24]],
    ["EDITOR_COOKIE_MAX_AGE_DAYS", c.EDITOR_COOKIE_MAX_AGE_DAYS, 90],
    ["UPLOAD_MAX_BYTES", c.UPLOAD_MAX_BYTES, 104857600],
    ["EXPERT_REPLY_HOURS", c.EXPERT_REPLY_HOURS, 24],
    ["NEWS_FEED_PAGE_SIZE", c.NEWS_FEED_PAGE_SIZE, 10],
    ["CACHE_MAX_ENTRIES", c.CACHE_MAX_ENTRIES, 400],
    ["CACHE_TTL_MS", c.CACHE_TTL_MS, 1800000],
    ["CACHE_LOCK_TIMEOUT_MS", c.CACHE_LOCK_TIMEOUT_MS, 5000],
    ["NEXT_RELEASE_CACHE_PREFIX", c.NEXT_RELEASE_CACHE_PREFIX, "nextRelease_"],
    [
      "THEMES",
      c.THEMES,
      ["Default", "Copper", "Light_Blue", "Iqc", "Adaptronic", "Cirris", "Diit", "Hosver"],
    ],
    ["BRAND_THEMES", c.BRAND_THEMES, ["Default", "Adaptronic", "Cirris", "Diit", "Hosver"]],
    ["DEFAULT_THEME", c.DEFAULT_THEME, "Default"],
    ["DEFAULT_PAGE_TYPE", c.DEFAULT_PAGE_TYPE, "Content"],
    ["DEFAULT_SOURCE_LANGUAGE", c.DEFAULT_SOURCE_LANGUAGE, "en"],
    ["ERROR_PAGE_SLUG", c.ERROR_PAGE_SLUG, "error"],
    ["MEDIA_RELEASES_PAGE_SLUG", c.MEDIA_RELEASES_PAGE_SLUG, "media-releases"],
    [
      "TOP_LEVEL_CLASSIFICATION_SLUGS",
      c.TOP_LEVEL_CLASSIFICATION_SLUGS,
      ["products", "services", "smart-factory"],
    ],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it("brand themes are a subset of themes", () => {
    for (const theme of c.BRAND_THEMES) expect(c.THEMES).toContain(theme);
  });

  it("names the spec's cookies", () => {
    expect(c.COOKIE_NAMES.currentLocale).toBe("uapp_current_locale");
    expect(c.COOKIE_NAMES.nextRelease).toBe("uapp_is-next-release");
    expect(Object.keys(c.COOKIE_NAMES)).toEqual([
      "currentLocale",
      "nextRelease",
      "fallbackLanguage",
      "measurementSystem",
      "testing",
      "editor",
    ]);
    expect(Object.keys(c.STORAGE_KEYS)).toEqual([
      "comparisonBasket",
      "partsCart",
      "newsFeedLastRead",
    ]);
  });
});
