import { DownloadsList, Text } from "@wire/design-system";
import type { DownloadKind } from "@wire/graphql";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FilterForm } from "../../../../../components/portal/FilterForm";
import { PageLinks } from "../../../../../components/portal/PageLinks";
import { enumKey } from "../../../../../i18n/enumKey";
import { downloadItems } from "../../../../../portal/downloadItems";
import {
  idParam,
  isCanonical,
  listUrl,
  firstParam as one,
  oneOf,
  pageParam,
} from "../../../../../portal/listParams";
import { PortalFrame } from "../../../../../portal/PortalFrame";
import { NoAccess, SisStateView } from "../../../../../portal/PortalStates";
import { PAGE_PLACEHOLDER } from "../../../../../portal/pagePlaceholder";
import { portalContext } from "../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../portal/portalMetadata";
import { sisCall } from "../../../../../portal/sisCall";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "wireFlow.title");
}

const PER_PAGE = 20;
const KINDS: readonly DownloadKind[] = ["SOFTWARE", "FIRMWARE", "MANUAL", "DRAWING"];

/**
 * `/{locale}/portal/wire-flow`: the download centre for the organisation's
 * machine models, filtered by model, type and language in the URL, newest
 * release first; every file goes through the site with the session checked.
 */
export default async function WireFlowPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const search = await searchParams;
  const query = {
    product: idParam(one(search.product)),
    kind: oneOf(one(search.kind), KINDS),
    language: /^([a-z]{2}|multi)$/.test(one(search.language)) ? one(search.language) : "",
    page: pageParam(one(search.page), 1000),
  };
  const path = `/${locale}/portal/wire-flow`;
  const urlOf = (page: number | string) => listUrl(path, { ...query, page });
  if (!isCanonical(search, urlOf(query.page))) redirect(urlOf(query.page));
  const context = await portalContext(locale, urlOf(query.page));
  const { t, sis } = context;
  const frame = (children: React.ReactNode) => (
    <PortalFrame locale={locale} area="wireFlow" title={t("wireFlow.title")}>
      {children}
    </PortalFrame>
  );
  if (!context.areas.includes("wireFlow")) {
    return frame(<NoAccess context={context} area={t("wireFlow.title")} />);
  }
  const answer = await sisCall(() =>
    sis.downloads({
      filter: {
        ...(query.product ? { productSlug: query.product } : {}),
        ...(query.kind ? { kind: query.kind as DownloadKind } : {}),
        ...(query.language ? { language: query.language } : {}),
      },
      first: PER_PAGE,
      offset: (query.page - 1) * PER_PAGE,
    }),
  );
  if (!answer.ok)
    return frame(
      <SisStateView context={context} state={answer.state} area={t("wireFlow.title")} />,
    );
  const downloads = answer.value;
  const all = { id: "all", label: t("common.all") };
  return frame(
    <>
      <FilterForm
        label={t("wireFlow.filters")}
        submitLabel={t("common.apply")}
        resetHref={path}
        resetLabel={t("common.resetFilters")}
        fields={[
          {
            kind: "select",
            name: "product",
            label: t("wireFlow.product"),
            value: query.product,
            options: [all, ...downloads.models.map((m) => ({ id: m.productSlug, label: m.model }))],
          },
          {
            kind: "select",
            name: "kind",
            label: t("wireFlow.kind"),
            value: query.kind,
            options: [
              all,
              ...KINDS.map((id) => ({ id, label: t(`wireFlow.kinds.${enumKey(id)}`) })),
            ],
          },
          {
            kind: "select",
            name: "language",
            label: t("wireFlow.language"),
            value: query.language,
            options: [
              all,
              ...downloads.languages.map((id) => ({
                id,
                label: id === "multi" ? t("wireFlow.languageNeutral") : id.toUpperCase(),
              })),
            ],
          },
        ]}
      />
      <Text role="status">{t("wireFlow.count", { count: downloads.total })}</Text>
      {downloads.items.length === 0 ? (
        <Text>{t("wireFlow.empty")}</Text>
      ) : (
        <DownloadsList items={downloadItems(context, downloads.items)} />
      )}
      <PageLinks
        label={t("wireFlow.pagination")}
        page={query.page}
        pageCount={Math.max(1, Math.ceil(downloads.total / PER_PAGE))}
        hrefTemplate={urlOf(PAGE_PLACEHOLDER)}
        pageLabelTemplate={t("tickets.list.page", { page: PAGE_PLACEHOLDER })}
        previousLabel={t("tickets.list.previous")}
        nextLabel={t("tickets.list.next")}
      />
    </>,
  );
}
