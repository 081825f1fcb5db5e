import type { Download } from "@wire/graphql";
import { enumKey } from "../i18n/enumKey";
import { formatFileSize } from "../i18n/formatFileSize";
import { formatDay } from "./formatPortal";
import type { PortalContext } from "./portalContext";

/** WIRE Flow downloads as the design system's download list shows them; files go through the site. */
export function downloadItems(context: PortalContext, downloads: readonly Download[]) {
  const { t, language } = context;
  return downloads.map((download) => ({
    id: download.id,
    title: `${download.title} ${download.version}`,
    href: `/api/wire-flow/${download.id}`,
    meta: `${[
      t(`wireFlow.kinds.${enumKey(download.kind)}`),
      `${t("wireFlow.version")} ${download.version}`,
      formatDay(download.releaseDate, language),
      formatFileSize(download.sizeBytes, language),
      download.language === "multi"
        ? t("wireFlow.languageNeutral")
        : download.language.toUpperCase(),
    ].join(" · ")} — ${download.releaseNotes}`,
  }));
}
