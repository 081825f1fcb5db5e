"use client";

/** The live twin's error page is the site's own. */
export { default } from "../../../[site]/[locale]/error";
