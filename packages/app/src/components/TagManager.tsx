"use client";

import { usePathname, useSearchParams } from "next/navigation";
import Script from "next/script";
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

/**
 * Pushes a page-view event to the tag manager's data layer on the first
 * render and on every client-side navigation. The container script loads
 * only when a container id is configured, so a local or test run makes no
 * network call.
 */
export function TagManager({
  containerId,
  language,
}: {
  containerId: string | undefined;
  language: string;
}) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    // Read after the navigation has committed; the path and query are the dependencies.
    void pathname;
    void search;
    window.dataLayer ??= [];
    window.dataLayer.push(pageViewEvent(window.location, document.title, language));
  }, [pathname, search, language]);

  if (!containerId) return null;
  return (
    <Script id="tag-manager" strategy="afterInteractive">
      {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${containerId}');`}
    </Script>
  );
}
