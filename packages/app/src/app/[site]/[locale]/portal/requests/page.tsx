import { Link, Text } from "@wire/design-system";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageLinks } from "../../../../../components/portal/PageLinks";
import { RequestTable } from "../../../../../components/portal/RequestTable";
import { enumKey } from "../../../../../i18n/enumKey";
import { formatCount, formatDateTime } from "../../../../../portal/formatPortal";
import { firstParam, isCanonical, listUrl, pageParam } from "../../../../../portal/listParams";
import { PortalFrame } from "../../../../../portal/PortalFrame";
import { NoAccess, SisStateView } from "../../../../../portal/PortalStates";
import { PAGE_PLACEHOLDER } from "../../../../../portal/pagePlaceholder";
import { REQUEST_STATUS_TONE } from "../../../../../portal/partPresentation";
import { portalContext } from "../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../portal/portalMetadata";
import { sisCall } from "../../../../../portal/sisCall";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "requests.title");
}

const PER_PAGE = 20;

/**
 * `/{locale}/portal/requests`: the organisation's quote and order requests with their status,
 * newest first, paged; the page is in the URL.
 */
export default async function RequestListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const search = await searchParams;
  const page = pageParam(firstParam(search.page), 10_000);
  const listPath = `/${locale}/portal/requests`;
  const url = listUrl(listPath, { page });
  if (!isCanonical(search, url)) redirect(url);
  const context = await portalContext(locale, url);
  const { t, language, sis } = context;
  const frame = (children: React.ReactNode) => (
    <PortalFrame locale={locale} area="requests" title={t("requests.title")}>
      {children}
    </PortalFrame>
  );
  if (!context.areas.includes("requests")) {
    return frame(<NoAccess context={context} area={t("requests.title")} />);
  }
  const answer = await sisCall(() =>
    sis.partsRequests({ first: PER_PAGE, offset: (page - 1) * PER_PAGE }),
  );
  if (!answer.ok) {
    return frame(
      <SisStateView context={context} state={answer.state} area={t("requests.title")} />,
    );
  }
  const { total, items } = answer.value;
  const pageCount = Math.max(1, Math.ceil(total / PER_PAGE));
  return frame(
    <>
      <Link href={context.href("cart")}>{t("partsCart.title")}</Link>
      <Text role="status">{t("requests.count", { count: total })}</Text>
      <RequestTable
        caption={t("requests.caption", {
          page: formatCount(page, language),
          pageCount: formatCount(pageCount, language),
        })}
        emptyText={t("requests.empty")}
        headers={{
          reference: t("requests.reference"),
          type: t("requests.type"),
          status: t("requests.status"),
          customerReference: t("requests.customerReference"),
          items: t("requests.items"),
          requester: t("requests.requester"),
          created: t("requests.created"),
          updated: t("requests.updated"),
        }}
        rows={items.map((request) => ({
          id: request.reference,
          href: `${listPath}/${request.reference}`,
          type: t(`requests.types.${enumKey(request.type)}`),
          status: {
            label: t(`requests.statuses.${enumKey(request.status)}`),
            tone: REQUEST_STATUS_TONE[request.status],
          },
          customerReference: request.customerReference ?? "",
          items: t("partsCart.itemCount", { count: request.itemCount }),
          requester: request.requester,
          created: formatDateTime(request.createdAt, language),
          updated: formatDateTime(request.updatedAt, language),
        }))}
      />
      <PageLinks
        label={t("requests.pagination")}
        page={page}
        pageCount={pageCount}
        hrefTemplate={`${listPath}?page=${PAGE_PLACEHOLDER}`}
        pageLabelTemplate={t("tickets.list.page", { page: PAGE_PLACEHOLDER })}
        previousLabel={t("tickets.list.previous")}
        nextLabel={t("tickets.list.next")}
      />
    </>,
  );
}
