"use client";

import { useEffect, useState } from "react";
import { answerJson } from "../http/answerJson";
import type { SignedInHeader } from "../portal/portalHeaderParts";

type SignedIn = Extract<SignedInHeader, { authenticated: true }>;

/**
 * The last answer in this document: a client-side navigation to another public page shows the
 * user at once instead of the sign-in entry until the new request answers. Empty on every full
 * load (a hydration must render what the cached HTML holds: the signed-out header).
 */
let lastKnown: SignedIn | null = null;

/**
 * The public header's signed-in parts (user menu, bell, cart count) from `GET /api/auth/header`,
 * asked once the page has loaded: the cached page is the same for everybody (convention 12), so
 * only this request, which no cache keeps, knows who is there. Null while signed out or unknown.
 * Asked again when the page comes back from the back-forward cache (e.g. after logging out).
 */
export function useSignedInHeader(locale: string): SignedIn | null {
  const [signedIn, setSignedIn] = useState<SignedIn | null>(() => lastKnown);
  useEffect(() => {
    let live = true;
    const load = () =>
      fetch(`/api/auth/header?${new URLSearchParams({ locale })}`, { cache: "no-store" })
        .then((response) => answerJson<SignedInHeader>(response))
        .then((answer) => {
          lastKnown = answer.authenticated ? answer : null;
          if (live) setSignedIn(lastKnown);
        })
        // Unknown (offline, a failing server): the header stays as it is, with the sign-in entry.
        .catch(() => undefined);
    void load();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void load();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => {
      live = false;
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [locale]);
  return signedIn;
}
