"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The tag-manager event for one page view (spec section 7: one per navigation). */
export function pageViewEvent(location: Location, title: string, language: string) {
  return {
    event: "page_view",
    page_location: location.href,
    page_path: `${location.pathname}${location.search}`,
    page_title: title,
    language,
  };
}

/** Pushes a page-view event to the data layer on the first render and on every navigation. */
export function PageViews({ language }: { language: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    // Read after the navigation has committed; the path and query are the dependencies.
    void pathname;
    void search;
    window.dataLayer ??= [];
    window.dataLayer.push(pageViewEvent(window.location, document.title, language));
  }, [pathname, search, language]);
  return null;
}
