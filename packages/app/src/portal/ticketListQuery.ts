import type { TicketSort, TicketStatus, TicketType } from "@wire/graphql";

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

type Params = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
const oneOf = <T extends string>(value: string, list: readonly T[]): T | "" =>
  (list as readonly string[]).includes(value) ? (value as T) : "";
const ID = /^[A-Za-z0-9-]{1,80}$/;

/**
 * The list state from the URL's search params; anything malformed falls back
 * to its default, so a hand-edited or old link still opens a list.
 */
export function parseTicketListQuery(params: Params): TicketListQuery {
  const status = first(params.status);
  const page = Number.parseInt(first(params.page), 10);
  return {
    q: first(params.q).slice(0, 100),
    status: status === "open" ? "open" : oneOf(status, TICKET_STATUSES),
    type: oneOf(first(params.type), TICKET_TYPES),
    machine: ID.test(first(params.machine)) ? first(params.machine) : "",
    location: ID.test(first(params.location)) ? first(params.location) : "",
    sort: oneOf(first(params.sort), TICKET_SORTS) || "CREATED_DESC",
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

/** The URL search string of a list state, leaving defaults out. */
export function ticketListSearch(query: TicketListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.type) params.set("type", query.type);
  if (query.machine) params.set("machine", query.machine);
  if (query.location) params.set("location", query.location);
  if (query.sort !== "CREATED_DESC") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
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
