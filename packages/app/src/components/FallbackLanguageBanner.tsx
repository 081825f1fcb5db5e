"use client";

import { LanguageBanner } from "@wire/design-system";
import { COOKIE_NAMES } from "@wire/domain";
import { useEffect, useState } from "react";

/**
 * Tells the visitor the page is shown in a fallback language. Dismissing
 * it is remembered in the fallback-language cookie for that language, so
 * the banner does not come back on every page; the cookie is read here in
 * the browser, so the page itself is the same for every visitor.
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
  useEffect(() => {
    const dismissed = document.cookie
      .split("; ")
      .some((pair) => pair === `${COOKIE_NAMES.fallbackLanguage}=${props.requestedLanguage}`);
    if (dismissed) setOpen(false);
  }, [props.requestedLanguage]);
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
