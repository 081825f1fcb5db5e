"use client";

import {
  ContactPanel,
  Link,
  LoadMore,
  type NewsFeedEntry,
  NewsFeedPanel,
  ShareModal,
} from "@wire/design-system";
import { unreadNewsIds } from "@wire/domain";
import { useEffect, useState } from "react";
import { IntlProvider, useTranslations } from "use-intl";
import { answerJson } from "../../http/answerJson";
import { importMessages } from "../../i18n/importMessages";
import type { Messages } from "../../i18n/messages";
import { CompareOverlays } from "../compare/CompareOverlays";
import { useOverlay } from "./OverlayContext";

/** What the news panel shows of an item: the design system's entry before it is marked unread. */
export type NewsFeedEntryData = Omit<NewsFeedEntry, "unread">;

export interface OverlayPanelsProps {
  /** The UI language whose messages the panels show. */
  language: string;
  /** Query of `/api/news-feed`: lang, locale and site. */
  newsQuery: string;
  contactHref: string;
  /** The page the share dialog offers, taken when it was opened. */
  shareTarget: { url: string; title: string };
  /** The id of the last news item the visitor has seen, from local storage. */
  lastRead: string | null;
  /** Called with the newest item's id when the news panel closes: everything shown is read. */
  onNewsRead: (latestId: string) => void;
}

type NewsPage = { items: NewsFeedEntryData[]; endCursor: string | null; hasNextPage: boolean };

/**
 * The panels behind the side buttons (contact, news feed, compare basket and
 * comparison, share), loaded with their messages when the first of them
 * opens: their code (dialogs, react-aria, use-intl) is no part of the first load.
 */
export function OverlayPanels({ language, ...props }: OverlayPanelsProps) {
  const [messages, setMessages] = useState<Messages | null>(null);
  useEffect(() => {
    let current = true;
    importMessages(language).then((loaded) => current && setMessages(loaded));
    return () => {
      current = false;
    };
  }, [language]);
  if (!messages) return null;
  return (
    <IntlProvider locale={language} messages={messages} timeZone="UTC">
      <Panels {...props} />
    </IntlProvider>
  );
}

function Panels({
  newsQuery,
  contactHref,
  shareTarget,
  lastRead,
  onNewsRead,
}: Omit<OverlayPanelsProps, "language">) {
  const t = useTranslations();
  const { open, setOpen } = useOverlay();
  const [news, setNews] = useState<NewsPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const newsOpen = open === "newsFeed";
  const items = news?.items ?? [];
  const unread = unreadNewsIds(
    items.map((i) => i.id),
    lastRead,
  );

  async function loadNews(after: string | null) {
    setLoading(true);
    setFailed(false);
    try {
      const query = after ? `${newsQuery}&after=${encodeURIComponent(after)}` : newsQuery;
      const page = await answerJson<NewsPage>(await fetch(`/api/news-feed?${query}`));
      setNews((current) => ({ ...page, items: [...(current?.items ?? []), ...page.items] }));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  // The first page is fetched the first time the panel opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadNews only reads the query
  useEffect(() => {
    if (newsOpen && !news && !loading) void loadNews(null);
  }, [newsOpen, news]);

  return (
    <>
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
        open={newsOpen}
        onOpenChange={(isOpen) => {
          setOpen(isOpen ? "newsFeed" : null);
          // Read once seen: the marks stay while the panel is open and are gone the next time.
          if (!isOpen && items[0]) onNewsRead(items[0].id);
        }}
        items={items.map((item) => ({ ...item, unread: unread.has(item.id) }))}
        labels={{
          title: t("newsFeed.title"),
          close: t("common.close"),
          unread: t("newsFeed.unread"),
          emptyTitle: news ? t("newsFeed.empty") : t("common.loading"),
        }}
        footer={
          <>
            {failed ? <p role="alert">{t("newsFeed.error")}</p> : null}
            <LoadMore
              buttonText={t("newsFeed.loadMore")}
              status={t("newsFeed.shownCount", { count: items.length })}
              hasMore={news?.hasNextPage ?? false}
              isLoading={loading}
              loadingLabel={t("common.loading")}
              onLoadMore={() => news?.endCursor && loadNews(news.endCursor)}
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
