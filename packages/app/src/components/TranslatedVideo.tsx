"use client";

import { Video, type VideoProps } from "@wire/design-system";
import { fillTemplate } from "../i18n/fillTemplate";

/*
 * Design-system widgets whose labels are functions (a title, an index)
 * cannot receive them from a server component. Their client leaves (this one,
 * `TranslatedPagination`) get the server's translations with `{placeholders}`
 * (see `site/widgetLabels`) and fill them in, so no message formatter ships
 * with the page. One module each: a page with a video has no paging, and a
 * paged list no video, and each loads only its own.
 */

export function TranslatedVideo({
  playLabel,
  ...props
}: Omit<VideoProps, "playLabel"> & { /** With `{title}`. */ playLabel: string }) {
  return <Video {...props} playLabel={(title) => fillTemplate(playLabel, { title })} />;
}
