import type { AppConfig } from "../config";

/**
 * The tag manager's container snippet for `containerId` (spec §7), the exact
 * text of the inline script: the strict CSP allows it by its hash.
 */
export function tagManagerSnippet(containerId: string): string {
  // The id is validated as `GTM-[A-Z0-9]+`; JSON-quoted and `<` escaped all the same.
  const id = JSON.stringify(containerId).replace(/</g, "\\u003c");
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${id});`;
}

/** The container configured for a site (`TAG_MANAGER_IDS`, else `GTM_CONTAINER_ID`), if any. */
export function tagManagerContainer(
  config: Pick<AppConfig, "TAG_MANAGER_IDS" | "GTM_CONTAINER_ID">,
  siteId: string,
): string | undefined {
  return config.TAG_MANAGER_IDS[siteId] ?? config.GTM_CONTAINER_ID;
}
