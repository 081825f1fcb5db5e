import { Link, Text } from "@wire/design-system";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FilterForm } from "../../../../../../components/portal/FilterForm";
import { PageLinks } from "../../../../../../components/portal/PageLinks";
import { type TicketSortLinks, TicketTable } from "../../../../../../components/portal/TicketTable";
import { enumKey } from "../../../../../../i18n/enumKey";
import { formatCount } from "../../../../../../portal/formatPortal";
import { isCanonical } from "../../../../../../portal/listParams";
import { PortalFrame } from "../../../../../../portal/PortalFrame";
import { NoAccess, SisStateView } from "../../../../../../portal/PortalStates";
import { PAGE_PLACEHOLDER } from "../../../../../../portal/pagePlaceholder";
import { portalContext } from "../../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../../portal/portalMetadata";
import { sisCall } from "../../../../../../portal/sisCall";
import {
  parseTicketListQuery,
  TICKET_SORTS,
  TICKET_STATUSES,
  TICKET_TYPES,
  TICKETS_PER_PAGE,
  type TicketListQuery,
  ticketFilter,
  ticketListSearch,
} from "../../../../../../portal/ticketListQuery";
import { ticketTable } from "../../../../../../portal/ticketRows";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "tickets.list.title");
}

const SORT_KEYS = {
  CREATED_DESC: "sortCreatedDesc",
  CREATED_ASC: "sortCreatedAsc",
  UPDATED_DESC: "sortUpdatedDesc",
  STATUS: "sortStatus",
} as const;

/**
 * The headers' links to the list sorted by their column (the sort select's orders, on page 1):
 * creation date toggles newest/oldest first, the last update sorts newest first, status by status.
 */
function sortLinks(query: TicketListQuery, listPath: string): TicketSortLinks {
  const href = (sort: TicketListQuery["sort"]) =>
    `${listPath}${ticketListSearch({ ...query, sort, page: 1 })}`;
  return {
    status: {
      href: href("STATUS"),
      ...(query.sort === "STATUS" ? { direction: "ascending" as const } : {}),
    },
    created: {
      href: href(query.sort === "CREATED_DESC" ? "CREATED_ASC" : "CREATED_DESC"),
      ...(query.sort === "CREATED_DESC"
        ? { direction: "descending" as const }
        : query.sort === "CREATED_ASC"
          ? { direction: "ascending" as const }
          : {}),
    },
    updated: {
      href: href("UPDATED_DESC"),
      ...(query.sort === "UPDATED_DESC" ? { direction: "descending" as const } : {}),
    },
  };
}

/**
 * `/{locale}/portal/tickets/list`: the organisation's tickets, paged, sorted,
 * filtered and searched by the SIS; the whole state is in the URL.
 */
export default async function TicketListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const search = await searchParams;
  const query = parseTicketListQuery(search);
  const listPath = `/${locale}/portal/tickets/list`;
  const url = `${listPath}${ticketListSearch(query)}`;
  if (!isCanonical(search, url)) redirect(url);
  const context = await portalContext(locale, url);
  const { t, language, sis } = context;
  const frame = (children: React.ReactNode) => (
    <PortalFrame locale={locale} area="tickets" title={t("tickets.list.title")}>
      {children}
    </PortalFrame>
  );
  if (!context.areas.includes("tickets")) {
    return frame(<NoAccess context={context} area={t("tickets.title")} />);
  }

  const [list, options] = await Promise.all([
    sisCall(() =>
      sis.tickets({
        filter: ticketFilter(query),
        sort: query.sort,
        first: TICKETS_PER_PAGE,
        offset: (query.page - 1) * TICKETS_PER_PAGE,
      }),
    ),
    sisCall(() => sis.ticketFormOptions()),
  ]);
  if (!list.ok)
    return frame(<SisStateView context={context} state={list.state} area={t("tickets.title")} />);
  const { total, items } = list.value;
  const pageCount = Math.max(1, Math.ceil(total / TICKETS_PER_PAGE));
  const all = { id: "all", label: t("common.all") };

  return frame(
    <>
      <Link href={`/${locale}/portal/tickets/newticket`}>{t("tickets.list.newTicket")}</Link>
      <FilterForm
        label={t("tickets.list.filters")}
        submitLabel={t("common.apply")}
        resetHref={listPath}
        resetLabel={t("common.resetFilters")}
        fields={[
          { kind: "search", name: "q", label: t("tickets.list.search"), value: query.q },
          {
            kind: "select",
            name: "status",
            label: t("tickets.list.status"),
            value: query.status,
            options: [
              all,
              { id: "open", label: t("tickets.list.open") },
              ...TICKET_STATUSES.map((id) => ({ id, label: t(`tickets.statuses.${enumKey(id)}`) })),
            ],
          },
          {
            kind: "select",
            name: "type",
            label: t("tickets.list.type"),
            value: query.type,
            options: [
              all,
              ...TICKET_TYPES.map((id) => ({ id, label: t(`tickets.types.${enumKey(id)}`) })),
            ],
          },
          ...(options.ok
            ? [
                {
                  kind: "select" as const,
                  name: "machine",
                  label: t("tickets.list.machine"),
                  value: query.machine,
                  options: [
                    all,
                    ...options.value.machines.items.map((m) => ({
                      id: m.id,
                      label: `${m.name} (${m.serialNumber})`,
                    })),
                  ],
                },
                {
                  kind: "select" as const,
                  name: "location",
                  label: t("tickets.list.location"),
                  value: query.location,
                  options: [
                    all,
                    ...options.value.locations.map((l) => ({ id: l.id, label: l.name })),
                  ],
                },
              ]
            : []),
          {
            kind: "select",
            name: "sort",
            label: t("tickets.list.sort"),
            value: query.sort,
            options: TICKET_SORTS.map((id) => ({ id, label: t(`tickets.list.${SORT_KEYS[id]}`) })),
          },
        ]}
      />
      <Text role="status">{t("tickets.list.count", { count: total })}</Text>
      <TicketTable
        sortLinks={sortLinks(query, listPath)}
        caption={t("tickets.list.caption", {
          page: formatCount(query.page, language),
          pageCount: formatCount(pageCount, language),
        })}
        emptyText={
          total === 0 && !query.q && !query.status && !query.type
            ? t("tickets.list.empty")
            : t("tickets.list.noResults")
        }
        {...ticketTable(context, items)}
      />
      <PageLinks
        label={t("tickets.list.pagination")}
        page={query.page}
        pageCount={pageCount}
        hrefTemplate={`${listPath}${ticketListSearch({ ...query, page: 2 }).replace("page=2", `page=${PAGE_PLACEHOLDER}`)}`}
        pageLabelTemplate={t("tickets.list.page", { page: PAGE_PLACEHOLDER })}
        previousLabel={t("tickets.list.previous")}
        nextLabel={t("tickets.list.next")}
      />
    </>,
  );
}
