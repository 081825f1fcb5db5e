/** The live twin's not-found page is the site's own. */
export { default } from "../../../[site]/[locale]/(site)/not-found";
