/** The live twin's root layout is the site's own (see `site/liveRoute.ts`). */
export { default, generateMetadata } from "../../../[site]/[locale]/layout";
