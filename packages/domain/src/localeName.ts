import type { Locale } from "./siteLocales.ts";

/**
 * A locale named in its own language, as multilingual sites name their
 * languages so each visitor finds theirs (issue 18): "Deutsch", "Français",
 * "日本語"; a country locale adds its country, also in that language.
 *
 * @example
 * localeName({ language: "de", country: "CH", isInternational: false }); // => "Deutsch (Schweiz)"
 * localeName({ language: "fr", country: "", isInternational: true }); // => "Français"
 */
export function localeName(locale: Pick<Locale, "language" | "country" | "isInternational">) {
  const { language, country } = locale;
  const ownName = new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;
  // Some languages write their own name in lower case ("français"); a list item starts upper case.
  const name = ownName.charAt(0).toLocaleUpperCase(language) + ownName.slice(1);
  if (locale.isInternational || !country) return name;
  const region = new Intl.DisplayNames([language], { type: "region" }).of(country) ?? country;
  return `${name} (${region})`;
}
