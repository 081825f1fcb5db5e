"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { answerJson } from "../../http/answerJson";
import { RUNNING_BUILD_ID } from "../../runtime/buildId";
import { announcedBuildId, latestBuildUrl, nextPollDelay } from "../../runtime/buildPoll";
import { isChunkLoadError, isChunkScript } from "../../runtime/chunkLoadError";
import { reloadAfterChunkError, restoreScrollAfterReload } from "../../runtime/chunkReload";

/**
 * The client's runtime rules of spec §4, mounted once in the root layout: it watches for a newer
 * build and reloads a page whose chunk failed to load. Renders nothing.
 */
export function RuntimeRules() {
  const updated = useBuildUpdate();
  useReloadOnNavigationWhenUpdated(updated);
  useChunkErrorReload();
  return null;
}

/**
 * Polls `builds/latest.json` every 5 minutes while the tab is visible (spec §4, §7); once it
 * names another build than the running one, the app is flagged as updated. A failed poll is only
 * logged.
 */
function useBuildUpdate() {
  const updated = useRef(false);
  useEffect(() => {
    let lastPollAt = Date.now();
    let timer: number | undefined;
    let stopped = false;

    async function poll() {
      lastPollAt = Date.now();
      try {
        const response = await fetch(latestBuildUrl(lastPollAt), { cache: "no-store" });
        const latest = announcedBuildId(await answerJson(response));
        if (!latest) throw new Error("no build id in the answer");
        if (latest !== RUNNING_BUILD_ID) {
          updated.current = true;
          console.info(
            `[build] ${latest} is out (running ${RUNNING_BUILD_ID}): next navigation reloads`,
          );
        }
      } catch (error) {
        console.warn("[build] could not read the latest build:", (error as Error).message);
      }
    }

    function schedule() {
      window.clearTimeout(timer);
      if (stopped || updated.current) return;
      const delay = nextPollDelay({
        lastPollAt,
        now: Date.now(),
        hidden: document.visibilityState === "hidden",
      });
      if (delay === null) return;
      timer = window.setTimeout(() => void poll().then(schedule), delay);
    }

    document.addEventListener("visibilitychange", schedule);
    schedule();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", schedule);
    };
  }, []);
  return updated;
}

/**
 * Once updated, the next navigation loads the whole document (spec §4): a click on a link of the
 * site is kept from the client router (before React sees it), so the browser follows it itself;
 * a navigation the router makes without a click (a form, back or forward) reloads where it lands.
 */
function useReloadOnNavigationWhenUpdated(updated: { readonly current: boolean }) {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (!updated.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      if (new URL(link.href).origin !== window.location.origin) return;
      event.stopPropagation();
    }
    // Capture on the window runs before React's listeners on the document.
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, [updated]);

  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (updated.current) window.location.reload();
  }, [pathname, updated]);
}

/**
 * A chunk that fails to load (a script of the app that errors, or a rejected dynamic import)
 * reloads the page, at most once per 10 s per path; the scroll position comes back after the
 * reload (spec §4, §9). Errors an error boundary catches go through `reloadAfterChunkError` there.
 */
function useChunkErrorReload() {
  useEffect(() => {
    // Not cancelled on clean-up: the saved position is read once.
    restoreScrollAfterReload();
    function onError(event: Event) {
      const target = event.target;
      if (target instanceof HTMLScriptElement) {
        if (isChunkScript(target.src, window.location.origin)) {
          reloadAfterChunkError(new Error(`Failed to load chunk ${target.src}`));
        }
        return;
      }
      if (event instanceof ErrorEvent && isChunkLoadError(event.error)) {
        reloadAfterChunkError(event.error);
      }
    }
    function onRejection(event: PromiseRejectionEvent) {
      if (isChunkLoadError(event.reason)) reloadAfterChunkError(event.reason);
    }
    // Capturing: a script's load error does not bubble.
    window.addEventListener("error", onError, true);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError, true);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
}
