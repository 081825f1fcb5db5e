"use client";

import { SideButtons } from "@wire/design-system";
import { STORAGE_KEYS, unreadNewsIds } from "@wire/domain";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useCompareBasketStore } from "../compare/CompareBasketContext";
import { COMPARE_PARAM } from "../compare/compareParam";
import { useOverlay } from "./OverlayContext";
import type { OverlayPanelsProps } from "./OverlayPanels";

const OverlayPanels = dynamic<OverlayPanelsProps>(
  () => import("./OverlayPanels").then((m) => m.OverlayPanels),
  { ssr: false },
);

interface Props {
  /** The UI language of the panels' texts. */
  language: string;
  /** Ids of the newest news items, newest first: what the news button counts as unread. */
  newsIds: readonly string[];
  /** Query of `/api/news-feed` for the panel: lang, locale and site. */
  newsQuery: string;
  contactHref: string;
  /** Sites can hide the side buttons; the overlays still open from links. */
  showSideButtons: boolean;
  /** The side buttons' texts, translated on the server. */
  labels: { group: string; contact: string; newsFeed: string; compare: string; share: string };
}

function readLastRead(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.newsFeedLastRead);
  } catch {
    return null;
  }
}

/**
 * The page overlays of the public site (spec section 2): side buttons that
 * open the "Talk to an Expert" contact panel, the news feed panel (unread
 * until opened; the last read id is kept in local storage), the compare
 * basket panel (with the basket's count) and its comparison modal, and the
 * share dialog. Only the buttons are part of the page; the panels' code
 * loads the first time one of them opens (or a shared comparison is in the URL).
 */
export function SiteOverlays({
  language,
  newsIds,
  newsQuery,
  contactHref,
  showSideButtons,
  labels,
}: Props) {
  const { open, setOpen, sideButtons } = useOverlay();
  const { count: compareCount } = useCompareBasketStore();
  const [lastRead, setLastRead] = useState<string | null>(null);
  const [panelsWanted, setPanelsWanted] = useState(false);
  const [shareTarget, setShareTarget] = useState({ url: "", title: "" });

  useEffect(() => {
    setLastRead(readLastRead());
    if (new URLSearchParams(window.location.search).has(COMPARE_PARAM)) setPanelsWanted(true);
  }, []);
  useEffect(() => {
    if (open) setPanelsWanted(true);
  }, [open]);

  const unread = unreadNewsIds(newsIds, lastRead);
  const hasUnread = unread.size > 0 && lastRead !== (newsIds[0] ?? null);

  function markRead(latestId: string) {
    try {
      window.localStorage.setItem(STORAGE_KEYS.newsFeedLastRead, latestId);
    } catch {}
    setLastRead(latestId);
  }

  return (
    <>
      {showSideButtons && sideButtons ? (
        <SideButtons
          label={labels.group}
          buttons={[
            {
              id: "contact",
              label: labels.contact,
              icon: "phone",
              onPress: () => setOpen("contact"),
            },
            {
              id: "news",
              label: labels.newsFeed,
              icon: "news",
              onPress: () => setOpen("newsFeed"),
              ...(hasUnread ? { count: unread.size } : {}),
            },
            {
              id: "compare",
              label: labels.compare,
              icon: "compare",
              onPress: () => setOpen("compare"),
              ...(compareCount > 0 ? { count: compareCount } : {}),
            },
            {
              id: "share",
              label: labels.share,
              icon: "share",
              onPress: () => {
                setShareTarget({ url: window.location.href, title: document.title });
                setOpen("share");
              },
            },
          ]}
        />
      ) : null}
      {panelsWanted ? (
        <OverlayPanels
          language={language}
          newsQuery={newsQuery}
          contactHref={contactHref}
          shareTarget={shareTarget}
          lastRead={lastRead}
          onNewsRead={markRead}
        />
      ) : null}
    </>
  );
}
