/**
 * The eleven UI languages (spec section 9) with their default country (one
 * of the seeded countries) and names per locale; a language's own name is
 * its native name.
 */
export const seedLanguages: {
  code: string;
  sortIndex: number;
  defaultCountry: string;
  names: Record<string, string>;
}[] = (
  [
    {
      code: "en",
      defaultCountry: "US",
      names: { en: "English", de: "Englisch", fr: "Anglais", es: "Inglés", zh: "英语" },
    },
    {
      code: "de",
      defaultCountry: "CH",
      names: { en: "German", de: "Deutsch", fr: "Allemand", es: "Alemán", zh: "德语" },
    },
    {
      code: "fr",
      defaultCountry: "FR",
      names: { en: "French", de: "Französisch", fr: "Français", es: "Francés", zh: "法语" },
    },
    {
      code: "es",
      defaultCountry: "ES",
      names: { en: "Spanish", de: "Spanisch", fr: "Espagnol", es: "Español", zh: "西班牙语" },
    },
    {
      code: "pt",
      defaultCountry: "BR",
      names: {
        en: "Portuguese",
        de: "Portugiesisch",
        fr: "Portugais",
        es: "Portugués",
        zh: "葡萄牙语",
        pt: "Português",
      },
    },
    {
      code: "cs",
      defaultCountry: "CZ",
      names: {
        en: "Czech",
        de: "Tschechisch",
        fr: "Tchèque",
        es: "Checo",
        zh: "捷克语",
        cs: "Čeština",
      },
    },
    {
      code: "hu",
      defaultCountry: "HU",
      names: {
        en: "Hungarian",
        de: "Ungarisch",
        fr: "Hongrois",
        es: "Húngaro",
        zh: "匈牙利语",
        hu: "Magyar",
      },
    },
    {
      code: "ro",
      defaultCountry: "RO",
      names: {
        en: "Romanian",
        de: "Rumänisch",
        fr: "Roumain",
        es: "Rumano",
        zh: "罗马尼亚语",
        ro: "Română",
      },
    },
    {
      code: "sk",
      defaultCountry: "SK",
      names: {
        en: "Slovak",
        de: "Slowakisch",
        fr: "Slovaque",
        es: "Eslovaco",
        zh: "斯洛伐克语",
        sk: "Slovenčina",
      },
    },
    {
      code: "zh",
      defaultCountry: "CN",
      names: { en: "Chinese", de: "Chinesisch", fr: "Chinois", es: "Chino", zh: "中文" },
    },
    {
      code: "ja",
      defaultCountry: "JP",
      names: {
        en: "Japanese",
        de: "Japanisch",
        fr: "Japonais",
        es: "Japonés",
        zh: "日语",
        ja: "日本語",
      },
    },
  ] satisfies { code: string; defaultCountry: string; names: Record<string, string> }[] as {
    code: string;
    defaultCountry: string;
    names: Record<string, string>;
  }[]
).map((language, sortIndex) => ({ ...language, sortIndex }));
