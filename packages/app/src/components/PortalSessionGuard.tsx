"use client";

import { useEffect } from "react";

/** How often an active portal page checks its session (and so lets the server renew tokens). */
const KEEP_ALIVE_MS = 60_000;

/**
 * Keeps an active user's portal session alive and never shows portal
 * content to a signed-out browser:
 * - every minute with user activity it asks `/api/auth/session`, which renews
 *   the tokens on the server when fewer than 180 s remain;
 * - when the session has ended it tries the silent `prompt=none` login and,
 *   failing that, goes to sign in;
 * - a page restored from the back-forward cache (e.g. back after logout) is
 *   reloaded, so the server decides again what it may show.
 */
export function PortalSessionGuard() {
  useEffect(() => {
    let active = false;
    const markActive = () => {
      active = true;
    };
    const signIn = () => {
      // The sign-in page tries the silent frame first, then the identity server's login.
      const returnTo = `${window.location.pathname}${window.location.search}`;
      const locale = window.location.pathname.split("/")[1] || "en";
      window.location.assign(`/${locale}/sign-in?${new URLSearchParams({ returnTo })}`);
    };
    const check = async () => {
      if (!active || document.visibilityState !== "visible") return;
      active = false;
      const response = await fetch("/api/auth/session", { cache: "no-store" }).catch(() => null);
      const status = (await response?.json().catch(() => null)) as {
        authenticated?: boolean;
      } | null;
      if (status && !status.authenticated) signIn();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    const timer = window.setInterval(check, KEEP_ALIVE_MS);
    const events = ["pointerdown", "keydown", "scroll", "focus"] as const;
    for (const name of events) window.addEventListener(name, markActive, { passive: true });
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.clearInterval(timer);
      for (const name of events) window.removeEventListener(name, markActive);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, []);
  return null;
}
