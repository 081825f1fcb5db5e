import { ADMINISTERED_APPLICATIONS, APPLICATION_ACCESS_STATES } from "@wire/domain";
import type { AccessState, AdministeredApplication } from "@wire/graphql";
import {
  firstParam as first,
  idParam,
  listUrl,
  oneOf,
  pageParam,
  type SearchParams,
  searchTermParam,
} from "./listParams";

/** Users (rows) per list page. */
export const ADMIN_USERS_PER_PAGE = 25;

/**
 * User administration's list state as it lives in the URL
 * (`?q=&state=&application=&organisation=&page=`), plus the two things the
 * list page opens on top of it: the invite dialog (`invite=1`, so that the
 * "Invite user" link works before and without scripts) and the notice of a
 * deleted user (`deleted=1`).
 */
export interface UserAdminListQuery {
  q: string;
  state: AccessState | "";
  application: AdministeredApplication | "";
  organisation: string;
  page: number;
  invite: boolean;
  deleted: boolean;
}

const flag = (value: string | string[] | undefined) => first(value) === "1";

/** The list state from the URL; anything malformed falls back to "no filter". */
export function parseUserAdminListQuery(params: SearchParams): UserAdminListQuery {
  return {
    q: searchTermParam(params.q),
    state: oneOf(first(params.state), APPLICATION_ACCESS_STATES),
    application: oneOf(
      first(params.application),
      ADMINISTERED_APPLICATIONS as readonly AdministeredApplication[],
    ),
    organisation: idParam(first(params.organisation)),
    page: pageParam(first(params.page), 10_000),
    invite: flag(params.invite),
    deleted: flag(params.deleted),
  };
}

/** The URL search string of a list state, leaving defaults out. */
export function userAdminListSearch(query: UserAdminListQuery): string {
  return listUrl("", {
    ...query,
    invite: query.invite ? "1" : "",
    deleted: query.deleted ? "1" : "",
  });
}

/** The SIS filter of a list state. */
export function userAdminFilter(query: UserAdminListQuery) {
  return {
    ...(query.q ? { search: query.q } : {}),
    ...(query.state ? { state: query.state } : {}),
    ...(query.application ? { application: query.application } : {}),
    ...(query.organisation ? { organisationId: query.organisation } : {}),
  };
}
