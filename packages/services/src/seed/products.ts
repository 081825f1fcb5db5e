/** Products of the local product service, named per language. */
export const seedProducts = [
  {
    slug: "gamma-263",
    brand: "WIRE",
    localizations: {
      en: {
        name: "Gamma 263",
        shortDescription:
          "Fully automatic crimping machine for double crimps and seals on both wire ends.",
      },
      de: {
        name: "Gamma 263",
        shortDescription:
          "Vollautomatische Crimpmaschine für Doppelanschläge und Tüllen an beiden Leitungsenden.",
      },
    },
  },
];
