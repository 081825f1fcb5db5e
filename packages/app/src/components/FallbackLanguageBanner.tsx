"use client";

import { LanguageBanner } from "@wire/design-system";
import { COOKIE_NAMES } from "@wire/domain";
import { useState } from "react";

/**
 * Tells the visitor the page is shown in a fallback language. Dismissing
 * it is remembered in the fallback-language cookie for that language, so
 * the banner does not come back on every page.
 */
export function FallbackLanguageBanner(props: {
  text: string;
  switchText: string;
  href: string;
  lang: string;
  closeLabel: string;
  requestedLanguage: string;
}) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const { requestedLanguage, ...banner } = props;
  return (
    <LanguageBanner
      {...banner}
      onClose={() => {
        // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, no secret
        document.cookie = `${COOKIE_NAMES.fallbackLanguage}=${requestedLanguage}; path=/; max-age=31536000; samesite=lax`;
        setOpen(false);
      }}
    />
  );
}
