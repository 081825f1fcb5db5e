import type { TicketSort, TicketStatus, TicketType } from "@wire/graphql";
import {
  firstParam as first,
  idParam,
  listUrl,
  oneOf,
  pageParam,
  type SearchParams,
  searchTermParam,
} from "./listParams";

export const TICKET_STATUSES: readonly TicketStatus[] = [
  "NEW",
  "IN_PROGRESS",
  "WAITING_FOR_CUSTOMER",
  "RESOLVED",
  "CLOSED",
];
export const TICKET_TYPES: readonly TicketType[] = [
  "BREAKDOWN",
  "MALFUNCTION",
  "MAINTENANCE",
  "SPARE_PART_INQUIRY",
  "APPLICATION_SUPPORT",
  "SOFTWARE",
  "TRAINING",
];
export const TICKET_SORTS: readonly TicketSort[] = [
  "CREATED_DESC",
  "CREATED_ASC",
  "UPDATED_DESC",
  "STATUS",
];
/** The statuses "open" stands for in the status filter. */
export const OPEN_STATUSES: readonly TicketStatus[] = [
  "NEW",
  "IN_PROGRESS",
  "WAITING_FOR_CUSTOMER",
];

/** Tickets per list page. */
export const TICKETS_PER_PAGE = 20;

/** The ticket list's state, as it lives in the URL (`?q=&status=&type=&machine=&location=&sort=&page=`). */
export interface TicketListQuery {
  q: string;
  /** A status, "open" (every status before Resolved) or "" for all. */
  status: TicketStatus | "open" | "";
  type: TicketType | "";
  machine: string;
  location: string;
  sort: TicketSort;
  page: number;
}

/**
 * The list state from the URL's search params; anything malformed falls back
 * to its default, so a hand-edited or old link still opens a list.
 */
export function parseTicketListQuery(params: SearchParams): TicketListQuery {
  const status = first(params.status);
  return {
    q: searchTermParam(params.q),
    status: status === "open" ? "open" : oneOf(status, TICKET_STATUSES),
    type: oneOf(first(params.type), TICKET_TYPES),
    machine: idParam(first(params.machine)),
    location: idParam(first(params.location)),
    sort: oneOf(first(params.sort), TICKET_SORTS) || "CREATED_DESC",
    page: pageParam(first(params.page), 10_000),
  };
}

/** The URL search string of a list state, leaving defaults out. */
export function ticketListSearch(query: TicketListQuery): string {
  return listUrl("", { ...query, sort: query.sort === "CREATED_DESC" ? "" : query.sort });
}

/** The SIS filter of a list state. */
export function ticketFilter(query: TicketListQuery) {
  return {
    ...(query.q ? { search: query.q } : {}),
    ...(query.status
      ? { status: query.status === "open" ? [...OPEN_STATUSES] : [query.status] }
      : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.machine ? { machineId: query.machine } : {}),
    ...(query.location ? { locationId: query.location } : {}),
  };
}
