import { UI_LANGUAGES } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "../i18n/serverTranslator";
import { languageBannerTexts } from "./languageBanner";

/**
 * The banner of a page asked for in one language and shown in another, as a reader of the
 * language asked for reads it: the main site's pages fall back to English, the German campaign
 * site's to German. Czech and Slovak decline the language's name ("na angličtinu", "v češtině"),
 * Hungarian and Romanian name it with "nyelv" and "limba".
 */
const BANNERS: [requested: string, shown: string, text: string, switchText: string][] = [
  [
    "en",
    "de",
    "This page is not available in English. You are viewing the German version.",
    "Switch to German",
  ],
  [
    "de",
    "en",
    "Diese Seite ist auf Deutsch nicht verfügbar. Sie sehen die Version auf Englisch.",
    "Auf Englisch wechseln",
  ],
  [
    "fr",
    "en",
    "Cette page n’est pas disponible en français. Vous consultez la version en anglais.",
    "Passer en anglais",
  ],
  [
    "es",
    "en",
    "Esta página no está disponible en español. Está viendo la versión en inglés.",
    "Cambiar a inglés",
  ],
  [
    "pt",
    "en",
    "Esta página não está disponível em português. Você está vendo a versão em inglês.",
    "Mudar para inglês",
  ],
  [
    "cs",
    "en",
    "Tato stránka není k dispozici v češtině. Prohlížíte si verzi v angličtině.",
    "Přepnout na angličtinu",
  ],
  [
    "cs",
    "de",
    "Tato stránka není k dispozici v češtině. Prohlížíte si verzi v němčině.",
    "Přepnout na němčinu",
  ],
  [
    "hu",
    "en",
    "Ez az oldal magyar nyelven nem érhető el. Az oldal angol nyelvű változatát látja.",
    "Váltás angol nyelvre",
  ],
  [
    "ro",
    "en",
    "Această pagină nu este disponibilă în limba română. Vizualizați versiunea în limba engleză.",
    "Treceți la limba engleză",
  ],
  [
    "sk",
    "en",
    "Táto stránka nie je k dispozícii v slovenčine. Zobrazuje sa verzia v angličtine.",
    "Prepnúť na angličtinu",
  ],
  [
    "sk",
    "de",
    "Táto stránka nie je k dispozícii v slovenčine. Zobrazuje sa verzia v nemčine.",
    "Prepnúť na nemčinu",
  ],
  ["zh", "en", "此页面没有中文版本。您正在查看英语版本。", "切换到英语"],
  [
    "ja",
    "en",
    "このページは日本語ではご利用いただけません。英語版を表示しています。",
    "英語に切り替える",
  ],
];

describe("language banner", () => {
  it.each(BANNERS)("asked for in %s, shown in %s: %s", (requested, shown, text, switchText) => {
    expect(languageBannerTexts(serverTranslator(requested), requested, shown)).toEqual({
      text,
      switchText,
    });
  });

  it("has a known sentence for every UI language", () => {
    expect(new Set(BANNERS.map(([requested]) => requested))).toEqual(new Set(UI_LANGUAGES));
  });

  it.each(["cs", "sk"])(
    "declines every UI language's name in %s, never the bare nominative",
    (requested) => {
      const t = serverTranslator(requested);
      for (const shown of UI_LANGUAGES) {
        if (shown === requested) continue;
        const { text, switchText } = languageBannerTexts(t, requested, shown);
        const nominative = new Intl.DisplayNames([requested], { type: "language" }).of(shown)!;
        // The nominative ends in -a (angličtina); the accusative in -u, the locative in -e/-ě.
        expect(`${text} ${switchText}`, shown).not.toContain(nominative);
        expect(text, shown).not.toContain("jazyk");
        expect(switchText, shown).toMatch(/u$/);
      }
    },
  );
});
