"use client";

import { isCrawler } from "@wire/domain";
import { useParams } from "next/navigation";
import { type ComponentProps, useEffect, useState } from "react";
import type { ErrorView } from "../../../components/ErrorView";
import { isChunkLoadError } from "../../../runtime/chunkLoadError";
import { reloadAfterChunkError } from "../../../runtime/chunkReload";

type Loaded = { View: typeof ErrorView; props: ComponentProps<typeof ErrorView> };

/**
 * The error page for a fatal or unhandled error (spec sections 2 and 4), in
 * the page's language. Its view and messages load only when an error
 * happens, so every page's first load carries neither. Crawlers get the
 * error logged and no error page.
 */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  const { locale = "en" } = useParams<{ locale: string }>();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const crawler = typeof navigator !== "undefined" && isCrawler(navigator.userAgent);

  useEffect(() => {
    console.error("[page error]", error.digest ?? "", error.message);
    if (crawler) return;
    // A missing chunk (spec §4): the page reloads instead, at most once per 10 s per path.
    if (isChunkLoadError(error) && reloadAfterChunkError(error)) return;
    const language = locale.split("-")[0] ?? "en";
    import("../../../components/ErrorView")
      .then(async (module) => ({
        View: module.ErrorView,
        texts: await module.errorTexts(language),
      }))
      .then(({ View, texts }) => setLoaded({ View, props: { texts, locale } }));
  }, [error, crawler, locale]);

  if (crawler || !loaded) return null;
  return <loaded.View {...loaded.props} />;
}
