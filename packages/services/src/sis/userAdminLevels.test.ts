import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { gql, type SisTestServices, startSisTestServices } from "../testing/testServices";

const ADMIN = "admin@example.com";
const INTERNAL_ADMIN = "internal.admin@wire.example";

/** The SIS's answer to a refused administrator (spec §8: losing permission has its own message). */
const REFUSAL = {
  message: "You no longer have permission for this",
  extensions: { code: "FORBIDDEN", reason: "PERMISSION_LOST" },
};

const USER_FIELDS = `id email roles applications { application state role }
  auditTrail { actorEmail action application organisation before after }`;
const ACCESS = (name: string) =>
  `mutation($userId: ID!, $application: AdministeredApplication!) { ${name}(userId: $userId, application: $application) { ${USER_FIELDS} } }`;
const INVITE = `mutation($input: InviteUserInput!) { inviteUser(input: $input) { ${USER_FIELDS} } }`;
const DETAIL = `query($id: ID!) { adminUser(id: $id) { ${USER_FIELDS} } }`;
const LIST = `query($filter: AdminUserFilter) { adminUsers(filter: $filter, first: 100) {
  total items { userId email application role state } } }`;
const SCOPE = "{ userAdminScope { internal applications } }";

const INTERNAL_APPLICATIONS = ["delegatedAdmin", "mfpWireMaster", "mfpMasterData"];

/**
 * Issue 41 item 1, against the real SIS, identity server and embedded database: an
 * administrator manages only users at or below their own level. admin@example.com (external,
 * Harness Works) shares Harness Works with internal.admin@wire.example and must neither see nor
 * change her, grant an internal application or an administrator role, nor invite a company
 * address; every refusal answers the permission message and is written to the audit history.
 */
describe("user administration: administrators manage only users at or below their own level", () => {
  let sis: SisTestServices | undefined;
  let db: Database;
  let url: string;

  beforeAll(async () => {
    sis = await startSisTestServices({
      name: "user-admin-levels",
      seedTickets: 0,
      users: [ADMIN, INTERNAL_ADMIN],
      env: { COMPANY_EMAIL_DOMAINS: "wire.example, Wire-Group.example" },
    });
    db = sis.services.database.db;
    url = `${sis.services.url}/sis/graphql`;
  }, 180_000);

  afterAll(async () => {
    await sis?.close();
  });

  const as =
    (email: string) =>
    (query: string, variables: Record<string, unknown> = {}) =>
      gql(url, query, variables, { "x-id-token": sis!.tokens[email]! });
  const admin = as(ADMIN);
  const internalAdmin = as(INTERNAL_ADMIN);

  /** The refusal entries of the audit log: written even though the action changed nothing. */
  const refusals = async (targetId: string) =>
    db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.targetId, targetId), eq(t.auditLog.action, "refused")))
      .orderBy(asc(t.auditLog.id));

  /** What a refused action must leave as it was: access, roles, memberships, users, e-mails. */
  async function state() {
    const [access, users, memberships, mails] = await Promise.all([
      db
        .select()
        .from(t.applicationAccess)
        .orderBy(asc(t.applicationAccess.userId), asc(t.applicationAccess.application)),
      db
        .select({ id: t.users.id, roles: t.users.roles, internal: t.users.internal })
        .from(t.users)
        .orderBy(asc(t.users.id)),
      db
        .select()
        .from(t.organisationMemberships)
        .orderBy(
          asc(t.organisationMemberships.userId),
          asc(t.organisationMemberships.organisationId),
        ),
      db.select({ n: count() }).from(t.mailOutbox),
    ]);
    return JSON.stringify({ access, users, memberships, mails });
  }

  /** Expects the answer to be the permission refusal with no data. */
  function expectRefused(
    body: { data?: Record<string, unknown> | null; errors?: unknown[] },
    name: string,
  ) {
    expect(body.data?.[name] ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject(REFUSAL);
  }

  it("an external administrator cannot withdraw, delete or move the internal administrator; each refusal is audited", async () => {
    const before = await state();
    const withdraw = await admin(ACCESS("withdrawAccess"), {
      userId: "user-admin-internal",
      application: "delegatedAdmin",
    });
    expectRefused(withdraw.body, "withdrawAccess");
    const remove = await admin(
      "mutation($userId: ID!, $organisationId: ID!) { removeFromOrganisation(userId: $userId, organisationId: $organisationId) { id } }",
      { userId: "user-admin-internal", organisationId: "org-harness-works" },
    );
    expectRefused(remove.body, "removeFromOrganisation");
    const remove2 = await admin("mutation($userId: ID!) { deleteUser(userId: $userId) }", {
      userId: "user-admin-internal",
    });
    expectRefused(remove2.body, "deleteUser");
    expect(await state()).toBe(before);

    const entries = await refusals("user-admin-internal");
    expect(entries.map((e) => [e.actorEmail, e.before, e.application])).toEqual([
      [ADMIN, "withdrawAccess", "delegatedAdmin"],
      [ADMIN, "removeFromOrganisation", null],
      [ADMIN, "deleteUser", null],
    ]);
    // The internal administrator reads them in the user's history.
    const detail = await internalAdmin(DETAIL, { id: "user-admin-internal" });
    expect(detail.body.data.adminUser.auditTrail[0]).toMatchObject({
      actorEmail: ADMIN,
      action: "refused",
      before: "deleteUser",
    });
    expect(detail.body.data.adminUser.roles).toContain("wire_delegatedadmin_intern");
  });

  it("an external administrator cannot grant the internal administrator role, an administrator role or an internal application", async () => {
    // The internal administrator's access made grantable, as after a withdrawal.
    await db
      .update(t.applicationAccess)
      .set({ state: "inactive" })
      .where(
        and(
          eq(t.applicationAccess.userId, "user-admin-internal"),
          eq(t.applicationAccess.application, "delegatedAdmin"),
        ),
      );
    const before = await state();
    const internalRole = await admin(ACCESS("grantAccess"), {
      userId: "user-admin-internal",
      application: "delegatedAdmin",
    });
    expectRefused(internalRole.body, "grantAccess");

    // A customer of his own organisation: no administrator role, no internal application.
    for (const application of INTERNAL_APPLICATIONS) {
      const grant = await admin(ACCESS("grantAccess"), { userId: "user-hw-klein", application });
      expectRefused(grant.body, "grantAccess");
    }
    // Stefan Roth's pending WIRE Master request is the group's to answer.
    const accept = await admin(ACCESS("acceptRequest"), {
      userId: "user-hw-roth",
      application: "mfpWireMaster",
    });
    expectRefused(accept.body, "acceptRequest");
    expect(await state()).toBe(before);

    expect((await refusals("user-admin-internal")).at(-1)).toMatchObject({
      actorEmail: ADMIN,
      before: "grantAccess",
      application: "delegatedAdmin",
    });
    expect((await refusals("user-hw-klein")).map((e) => e.application)).toEqual(
      INTERNAL_APPLICATIONS,
    );
    expect((await refusals("user-hw-roth")).map((e) => e.before)).toEqual(["acceptRequest"]);

    // What he may grant still works.
    const allowed = await admin(ACCESS("grantAccess"), {
      userId: "user-hw-klein",
      application: "inventory",
    });
    expect(allowed.body.errors).toBeUndefined();
    expect(allowed.body.data.grantAccess.roles).toContain("wire_int_assetdb_active");

    // Put back for the tests below.
    await db
      .update(t.applicationAccess)
      .set({ state: "active" })
      .where(
        and(
          eq(t.applicationAccess.userId, "user-admin-internal"),
          eq(t.applicationAccess.application, "delegatedAdmin"),
        ),
      );
  });

  it("an external administrator cannot invite with an internal application nor invite a company address", async () => {
    const before = await state();
    const invite = (email: string, application: string) =>
      admin(INVITE, {
        input: { email, application, organisationId: "org-harness-works" },
      });
    for (const [i, application] of INTERNAL_APPLICATIONS.entries()) {
      const { body } = await invite(`insider${i}@harness-works.example`, application);
      expectRefused(body, "inviteUser");
    }
    for (const email of [
      "new.colleague@wire.example",
      "Someone@WIRE.example",
      "someone@ch.wire.example",
      "someone@wire-group.example",
      // An existing employee: refused as a company address, no "already exists" with an id.
      "employee@wire.example",
    ]) {
      const { body } = await invite(email, "serviceTicketing");
      expectRefused(body, "inviteUser");
      expect(JSON.stringify(body)).not.toContain("user-employee");
    }
    expect(await state()).toBe(before);
    const users = await db.select({ email: t.users.email }).from(t.users);
    expect(users.map((u) => u.email)).not.toContain("new.colleague@wire.example");

    // Written to the inviting administrator's own history (the invitee does not exist).
    const entries = await refusals("user-admin-external");
    expect(entries).toHaveLength(8);
    expect(entries.every((e) => e.before === "inviteUser" && e.actorEmail === ADMIN)).toBe(true);
    expect(entries.map((e) => e.application)).toEqual([
      ...INTERNAL_APPLICATIONS,
      ...Array(5).fill("serviceTicketing"),
    ]);
    expect(entries[3]!.after).toContain("new.colleague@wire.example");
    expect(entries[0]!.organisation).toBe("Harness Works GmbH");

    // An address of a customer domain still works.
    const ok = await invite("new.colleague@harness-works.example", "serviceTicketing");
    expect(ok.body.errors).toBeUndefined();
  });

  it("an external administrator's scope, list and detail show no internal user, application or role", async () => {
    const scope = await admin(SCOPE);
    expect(scope.body.data.userAdminScope.internal).toBe(false);
    expect(scope.body.data.userAdminScope.applications).toEqual([
      "komaxDirect",
      "serviceTicketing",
      "inventory",
      "artemis",
      "kampus",
      "productInformation",
    ]);

    const list = (await admin(LIST)).body.data.adminUsers;
    const emails = list.items.map((row: { email: string }) => row.email);
    expect(emails).not.toContain(INTERNAL_ADMIN);
    expect(emails.some((email: string) => email.endsWith("@wire.example"))).toBe(false);
    expect(emails).toContain("stefan.roth@harness-works.example");
    expect(
      list.items.filter((row: { application: string | null }) =>
        INTERNAL_APPLICATIONS.includes(row.application ?? ""),
      ),
    ).toEqual([]);
    expect(list.total).toBe(list.items.length);
    for (const application of INTERNAL_APPLICATIONS) {
      expect((await admin(LIST, { filter: { application } })).body.data.adminUsers.total).toBe(0);
    }
    expect((await admin(LIST, { filter: { search: "ines" } })).body.data.adminUsers.total).toBe(0);

    // The internal administrator's page answers "not found", like an id that does not exist.
    const hidden = await admin(DETAIL, { id: "user-admin-internal" });
    expect(hidden.body.data?.adminUser ?? null).toBeNull();
    expect(hidden.body.errors[0].extensions.code).toBe("NOT_FOUND");
    expect(JSON.stringify(hidden.body)).not.toContain("Ines");

    // A customer with an internal application: that access, its role and its history are hidden.
    const roth = (await admin(DETAIL, { id: "user-hw-roth" })).body.data.adminUser;
    expect(roth.applications.map((a: { application: string }) => a.application)).not.toContain(
      "mfpWireMaster",
    );
    expect(roth.applications).toHaveLength(6);
    expect(roth.roles.some((role: string) => role.includes("mfpwm"))).toBe(false);
    expect(
      roth.auditTrail.some((e: { application: string | null }) =>
        INTERNAL_APPLICATIONS.includes(e.application ?? ""),
      ),
    ).toBe(false);
  });

  it("an internal administrator still sees and manages everyone in his organisations, internal applications included", async () => {
    const scope = (await internalAdmin(SCOPE)).body.data.userAdminScope;
    expect(scope).toMatchObject({ internal: true });
    expect(scope.applications).toHaveLength(9);
    const list = (await internalAdmin(LIST)).body.data.adminUsers;
    expect(list.items.map((row: { email: string }) => row.email)).toContain(INTERNAL_ADMIN);
    expect(
      list.items.some(
        (row: { userId: string; application: string }) =>
          row.userId === "user-hw-roth" && row.application === "mfpWireMaster",
      ),
    ).toBe(true);

    const accepted = await internalAdmin(ACCESS("acceptRequest"), {
      userId: "user-hw-roth",
      application: "mfpWireMaster",
    });
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data.acceptRequest.roles).toContain("wire_int_mfpwm_active");

    // Appointing and removing a customer's administrator is the group's.
    const withdrawn = await internalAdmin(ACCESS("withdrawAccess"), {
      userId: "user-admin-external",
      application: "delegatedAdmin",
    });
    expect(withdrawn.body.errors).toBeUndefined();
    expect(withdrawn.body.data.withdrawAccess.roles).not.toContain("wire_delegatedadmin_extern");
    const granted = await internalAdmin(ACCESS("grantAccess"), {
      userId: "user-admin-external",
      application: "delegatedAdmin",
    });
    expect(granted.body.data.grantAccess.roles).toContain("wire_delegatedadmin_extern");

    const invited = await internalAdmin(INVITE, {
      input: {
        email: "master.user@harness-works.example",
        application: "mfpWireMaster",
        organisationId: "org-harness-works",
      },
    });
    expect(invited.body.errors).toBeUndefined();
    expect(
      invited.body.data.inviteUser.applications.find(
        (a: { application: string }) => a.application === "mfpWireMaster",
      ).state,
    ).toBe("invited");
    // An employee address the group invites is an internal user, never one a customer manages.
    const employee = await internalAdmin(INVITE, {
      input: {
        email: "new.employee@wire.example",
        application: "serviceTicketing",
        organisationId: "org-harness-works",
      },
    });
    expect(employee.body.errors).toBeUndefined();
    const [row] = await db
      .select({ internal: t.users.internal })
      .from(t.users)
      .where(eq(t.users.email, "new.employee@wire.example"));
    expect(row?.internal).toBe(true);
    const id = employee.body.data.inviteUser.id;
    expect((await admin(DETAIL, { id })).body.errors[0].extensions.code).toBe("NOT_FOUND");
  });
});
