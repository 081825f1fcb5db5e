"use client";

import { PageNotFound, type PageNotFoundProps } from "@wire/design-system";
import { useParams } from "next/navigation";
import { fillTemplate } from "../i18n/fillTemplate";

/**
 * The 404 view naming the path the visitor asked for ("Page not found:
 * {path}", or the fatal "Page Not Found: {fullPath}" of a route that failed
 * validation, spec section 8). The path comes from the route's own params,
 * which the server render knows too, so a kept 404 page names its path
 * without reading the request.
 */
export function NotFoundView({
  titleTemplate,
  leadingSegments,
  ...props
}: Omit<PageNotFoundProps, "title"> & {
  /** The template with `{path}` or `{fullPath}`. */
  titleTemplate: string;
  /** The visitor's path before the route's slug (locale, site slug), decided on the server. */
  leadingSegments: readonly string[];
}) {
  const { slug } = useParams<{ slug?: string[] }>();
  const segments = [...leadingSegments, ...(slug ?? [])]
    .filter((s): s is string => Boolean(s))
    .map(decodeURIComponent);
  const path = `/${segments.join("/")}`;
  return <PageNotFound {...props} title={fillTemplate(titleTemplate, { path, fullPath: path })} />;
}
