"use client";

import {
  ContactPanel,
  Link,
  LoadMore,
  NewsFeedPanel,
  ShareModal,
  SideButtons,
} from "@wire/design-system";
import { STORAGE_KEYS } from "@wire/domain";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { type NewsFeedEntryData, unreadIds } from "../../site/newsFeed";
import { useCompareBasket } from "../compare/CompareBasketContext";
import { CompareOverlays } from "../compare/CompareOverlays";
import { useOverlay } from "./OverlayContext";

interface Props {
  /** The first page of the news feed, rendered with the page. */
  news: { items: NewsFeedEntryData[]; endCursor: string | null; hasNextPage: boolean };
  /** Query of `/api/news-feed` for further pages: lang, locale and site. */
  newsQuery: string;
  contactHref: string;
  /** Sites can hide the side buttons; the overlays still open from links. */
  showSideButtons: boolean;
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
 * share dialog.
 */
export function SiteOverlays({ news, newsQuery, contactHref, showSideButtons }: Props) {
  const t = useTranslations();
  const { open, setOpen, sideButtons } = useOverlay();
  const { count: compareCount } = useCompareBasket();
  const [items, setItems] = useState(news.items);
  const [cursor, setCursor] = useState({
    endCursor: news.endCursor,
    hasNextPage: news.hasNextPage,
  });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [lastRead, setLastRead] = useState<string | null>(null);
  const [shareTarget, setShareTarget] = useState({ url: "", title: "" });

  useEffect(() => setLastRead(readLastRead()), []);
  const unread = unreadIds(
    items.map((i) => i.id),
    lastRead,
  );
  const latest = items[0]?.id ?? null;

  function openNews(isOpen: boolean) {
    setOpen(isOpen ? "newsFeed" : null);
    if (!isOpen && latest) {
      // Read once seen: the marks stay while the panel is open and are gone the next time.
      try {
        window.localStorage.setItem(STORAGE_KEYS.newsFeedLastRead, latest);
      } catch {}
      setLastRead(latest);
    }
  }

  async function loadMore() {
    if (!cursor.endCursor) return;
    setLoading(true);
    setFailed(false);
    try {
      const response = await fetch(
        `/api/news-feed?${newsQuery}&after=${encodeURIComponent(cursor.endCursor)}`,
      );
      if (!response.ok) throw new Error(String(response.status));
      const page = (await response.json()) as Props["news"];
      setItems((current) => [...current, ...page.items]);
      setCursor({ endCursor: page.endCursor, hasNextPage: page.hasNextPage });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {showSideButtons && sideButtons ? (
        <SideButtons
          label={t("sideButtons.label")}
          buttons={[
            {
              id: "contact",
              label: t("sideButtons.contact"),
              icon: "phone",
              onPress: () => setOpen("contact"),
            },
            {
              id: "news",
              label: t("sideButtons.newsFeed"),
              icon: "news",
              onPress: () => openNews(true),
              ...(unread.size > 0 && lastRead !== latest ? { count: unread.size } : {}),
            },
            {
              id: "compare",
              label: t("sideButtons.compare"),
              icon: "compare",
              onPress: () => setOpen("compare"),
              ...(compareCount > 0 ? { count: compareCount } : {}),
            },
            {
              id: "share",
              label: t("sideButtons.share"),
              icon: "share",
              onPress: () => {
                setShareTarget({ url: window.location.href, title: document.title });
                setOpen("share");
              },
            },
          ]}
        />
      ) : null}
      <ContactPanel
        open={open === "contact"}
        onOpenChange={(isOpen) => setOpen(isOpen ? "contact" : null)}
        labels={{
          title: t("contactPanel.title"),
          promise: t("contactPanel.responseTime"),
          close: t("common.close"),
        }}
        intro={t("contactPanel.text")}
        action={<Link href={contactHref}>{t("contactPanel.form")}</Link>}
      />
      <NewsFeedPanel
        open={open === "newsFeed"}
        onOpenChange={openNews}
        items={items.map((item) => ({ ...item, unread: unread.has(item.id) }))}
        labels={{
          title: t("newsFeed.title"),
          close: t("common.close"),
          unread: t("newsFeed.unread"),
          emptyTitle: t("newsFeed.empty"),
        }}
        footer={
          <>
            {failed ? <p role="alert">{t("newsFeed.error")}</p> : null}
            <LoadMore
              buttonText={t("newsFeed.loadMore")}
              status={t("newsFeed.shownCount", { count: items.length })}
              hasMore={cursor.hasNextPage}
              isLoading={loading}
              loadingLabel={t("common.loading")}
              onLoadMore={loadMore}
            />
          </>
        }
      />
      <CompareOverlays />
      <ShareModal
        open={open === "share"}
        onOpenChange={(isOpen) => setOpen(isOpen ? "share" : null)}
        url={shareTarget.url}
        pageTitle={shareTarget.title}
        labels={{
          title: t("share.title"),
          link: t("share.link"),
          copy: t("share.copyLink"),
          copied: t("share.linkCopied"),
          copyFailed: t("share.copyFailed"),
          shareVia: t("share.shareVia"),
          mail: t("share.mail"),
          newTab: t("share.newTab"),
          close: t("common.close"),
          linkedIn: "LinkedIn",
          x: "X",
          facebook: "Facebook",
        }}
      />
    </>
  );
}
