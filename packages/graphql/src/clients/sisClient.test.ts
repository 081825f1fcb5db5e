import { GraphQLError } from "graphql";
import { ClientError } from "graphql-request";
import { describe, expect, it } from "vitest";
import { NoDataError } from "./request";
import { sisRefusal } from "./sisClient";

/** A GraphQL error answer as graphql-request throws it. */
function refused(extensions: Record<string, unknown>) {
  return new ClientError(
    {
      status: 200,
      headers: new Headers(),
      errors: [new GraphQLError("refused", { extensions })],
      body: "",
    },
    { query: "mutation { x }" },
  );
}

describe("sisRefusal", () => {
  it("reads a missing role as FORBIDDEN without a reason", () => {
    expect(sisRefusal(refused({ code: "FORBIDDEN" }))).toEqual({ code: "FORBIDDEN" });
  });

  it.each(["NOT_ADMIN", "USER_FORBIDDEN", "PERMISSION_LOST"] as const)(
    "carries user administration's reason %s",
    (reason) => {
      expect(sisRefusal(refused({ code: "FORBIDDEN", reason }))).toEqual({
        code: "FORBIDDEN",
        reason,
      });
    },
  );

  it("leaves out a reason it does not know", () => {
    expect(sisRefusal(refused({ code: "FORBIDDEN", reason: "SOMETHING_ELSE" }))).toEqual({
      code: "FORBIDDEN",
    });
  });

  it("reads NOT_FOUND and an empty answer as not found", () => {
    expect(sisRefusal(refused({ code: "NOT_FOUND" }))).toEqual({ code: "NOT_FOUND" });
    expect(sisRefusal(new NoDataError("sis AdminUserDetail: no data returned"))).toEqual({
      code: "NOT_FOUND",
    });
  });

  it("gives BAD_USER_INPUT's field messages", () => {
    expect(
      sisRefusal(refused({ code: "BAD_USER_INPUT", fields: { email: "Please select an item" } })),
    ).toEqual({ code: "BAD_USER_INPUT", fields: { email: "Please select an item" } });
    expect(sisRefusal(refused({ code: "BAD_USER_INPUT" }))).toEqual({
      code: "BAD_USER_INPUT",
      fields: {},
    });
  });

  it("gives the existing user's id of an invited address that exists", () => {
    expect(
      sisRefusal(
        refused({
          code: "BAD_USER_INPUT",
          fields: { email: "The user already exists" },
          existingUserId: "u-42",
        }),
      ),
    ).toEqual({
      code: "BAD_USER_INPUT",
      fields: { email: "The user already exists" },
      existingUserId: "u-42",
    });
  });

  it("answers null for anything that is no refusal", () => {
    expect(sisRefusal(refused({ code: "INTERNAL_SERVER_ERROR" }))).toBeNull();
    expect(sisRefusal(new TypeError("fetch failed"))).toBeNull();
    expect(sisRefusal(undefined)).toBeNull();
  });
});
