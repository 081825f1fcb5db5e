import { describe, expect, it } from "vitest";
import { isCanonical } from "./listParams";
import {
  parseUserAdminListQuery,
  userAdminFilter,
  userAdminListSearch,
} from "./userAdminListQuery";

describe("user administration list query", () => {
  it("reads the URL and writes it back without defaults", () => {
    const query = parseUserAdminListQuery({
      q: " meyer ",
      state: "pending",
      application: "artemis",
      organisation: "org-harness-works",
      page: "2",
    });
    expect(query).toEqual({
      q: "meyer",
      state: "pending",
      application: "artemis",
      organisation: "org-harness-works",
      page: 2,
      invite: false,
      deleted: false,
    });
    expect(userAdminListSearch(query)).toBe(
      "?q=meyer&state=pending&application=artemis&organisation=org-harness-works&page=2",
    );
    expect(userAdminFilter(query)).toEqual({
      search: "meyer",
      state: "pending",
      application: "artemis",
      organisationId: "org-harness-works",
    });
  });

  it("turns the filter form's 'all' and malformed values into no filter", () => {
    const query = parseUserAdminListQuery({
      state: "all",
      application: "solitaire",
      organisation: "'; drop table",
      page: "0",
    });
    expect(userAdminFilter(query)).toEqual({});
    expect(userAdminListSearch(query)).toBe("");
  });

  it("keeps the invite dialog and the deletion notice in the canonical URL", () => {
    const query = parseUserAdminListQuery({ invite: "1", q: "a", application: "all" });
    const url = `/en/portal/user-admin${userAdminListSearch(query)}`;
    expect(url).toBe("/en/portal/user-admin?q=a&invite=1");
    expect(isCanonical({ q: "a", invite: "1" }, url)).toBe(true);
    expect(isCanonical({ q: "a", invite: "1", application: "all" }, url)).toBe(false);
    expect(parseUserAdminListQuery({ deleted: "1", invite: "yes" })).toMatchObject({
      deleted: true,
      invite: false,
    });
  });
});
