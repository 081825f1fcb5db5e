"use client";

import { PageNotFound, type PageNotFoundProps } from "@wire/design-system";
import { useParams } from "next/navigation";
import { fillTemplate } from "../i18n/fillTemplate";

/**
 * The 404 view naming the path the visitor asked for ("Page not found:
 * {path}", spec section 8). The path comes from the route's own params,
 * which the server render knows too, so a kept 404 page names its path
 * without reading the request.
 */
export function NotFoundView({
  titleTemplate,
  siteSlug,
  implicitLocale,
  ...props
}: Omit<PageNotFoundProps, "title"> & {
  titleTemplate: string;
  siteSlug: string | null;
  /** The visitor's path had no locale segment. */
  implicitLocale: boolean;
}) {
  const { locale, slug } = useParams<{ locale?: string; slug?: string[] }>();
  const segments = [implicitLocale ? null : locale, siteSlug, ...(slug ?? [])]
    .filter((s): s is string => Boolean(s))
    .map(decodeURIComponent);
  return (
    <PageNotFound
      {...props}
      title={fillTemplate(titleTemplate, { path: `/${segments.join("/")}` })}
    />
  );
}
