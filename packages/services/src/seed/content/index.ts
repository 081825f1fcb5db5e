import { seedMediaReleases } from "./mediaReleases";
import { homePage, homePageUs } from "./pages/home";
import { legalPages } from "./pages/legal";
import { mainPages } from "./pages/main";
import { sitePages } from "./pages/sites";
import { seedStories } from "./stories";
import type { SeedPage } from "./types";

export { seedBrands } from "./brands";
export { seedLanguages } from "./languages";
export { seedNavigations } from "./navigation";
export { seedNewsFeed } from "./newsFeed";
export { seedRedirects } from "./redirects";
export { seedSites } from "./sites";
export type { SeedPage } from "./types";

/** Every page of every kind: content, system, stories and media releases. */
export const seedPages: SeedPage[] = [
  homePage,
  homePageUs,
  ...mainPages,
  ...sitePages,
  ...legalPages,
  ...seedStories,
  ...seedMediaReleases,
];
