import { describe, expect, it } from "vitest";
import { EMPTY_AUTH_USER, toAuthUser } from "./toAuthUser.ts";

describe("toAuthUser", () => {
  it("maps standard claims", () => {
    expect(
      toAuthUser(
        {
          sub: "u1",
          name: "Ada Lovelace",
          given_name: "Ada",
          family_name: "Lovelace",
          email: " ada@example.com ",
          roles: ["acme_delegatedadmin_intern", "acme_int_direct_active"],
        },
        "acme",
      ),
    ).toEqual({
      id: "u1",
      fullName: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      initials: "AL",
      email: "ada@example.com",
      roles: ["acme_delegatedadmin_intern", "acme_int_direct_active"],
      populated: true,
      isDelegatedAdminInternal: true,
      isDelegatedAdminExternal: false,
    });
  });

  it.each([
    [{ given_name: "ada", family_name: "lovelace" }, "ada lovelace", "AL"],
    [{ name: "Ada L.", given_name: "ada", family_name: "lovelace" }, "Ada L.", "AL"],
    [{ name: "grace brewster hopper" }, "grace brewster hopper", "GBH"],
    [{ given_name: "Grace" }, "Grace", "G"],
    [{ family_name: "Hopper" }, "Hopper", "H"],
    [{ name: " ", email: "new.user@example.com" }, "new.user@example.com", "N"],
    [{}, "", ""],
  ])("%j → fullName %j, initials %j", (claims, fullName, initials) => {
    const user = toAuthUser(claims, "acme");
    expect(user.fullName).toBe(fullName);
    expect(user.initials).toBe(initials);
  });

  it.each([
    ["acme_delegatedadmin_extern", false, true],
    [["acme_delegatedadmin_intern", "acme_delegatedadmin_extern"], true, true],
    [undefined, false, false],
  ] as const)("roles %j → internal %s, external %s", (roles, internal, external) => {
    const user = toAuthUser({ sub: "x", roles }, "acme");
    expect(user.isDelegatedAdminInternal).toBe(internal);
    expect(user.isDelegatedAdminExternal).toBe(external);
    expect(Array.isArray(user.roles)).toBe(true);
  });

  it("has an empty, unpopulated user", () => {
    expect(EMPTY_AUTH_USER.populated).toBe(false);
    expect(EMPTY_AUTH_USER.id).toBe("");
  });
});
