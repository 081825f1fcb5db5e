import { asc, count, eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServicesConfig } from "../config";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { INVITATION_UNUSABLE } from "../identity/interactions";
import type { CaughtMail } from "../mail/mailCatcher";
import type { RunningServices } from "../server";
import { authorize, type CookieJar, follow, redeem } from "../testing/signIn";
import {
  gql,
  idTokenFor,
  type SisTestServices,
  startSisTestServices,
} from "../testing/testServices";

const ADMIN = "admin@example.com";
const INTERNAL_ADMIN = "internal.admin@wire.example";
const CUSTOMER = "customer@example.com";

const USER_FIELDS = `id name email registered roles deletable
  organisations { id name members }
  applications { application state actions role requestedAt requestedBy invitedAt inviteExpiresAt artemisOnPremises }
  invitation { to status attempts lastError sentAt }
  auditTrail { actorName actorEmail action targetName targetEmail application organisation before after at }`;

const MUTATIONS = {
  inviteUser: `mutation($input: InviteUserInput!) { inviteUser(input: $input) { ${USER_FIELDS} } }`,
  addToOrganisation: `mutation($userId: ID!, $organisationId: ID!) { addToOrganisation(userId: $userId, organisationId: $organisationId) { ${USER_FIELDS} } }`,
  removeFromOrganisation: `mutation($userId: ID!, $organisationId: ID!) { removeFromOrganisation(userId: $userId, organisationId: $organisationId) { ${USER_FIELDS} } }`,
  deleteUser: "mutation($userId: ID!) { deleteUser(userId: $userId) }",
  updateAccess: `mutation($userId: ID!, $application: AdministeredApplication!, $artemisOnPremises: Boolean) { updateAccess(userId: $userId, application: $application, artemisOnPremises: $artemisOnPremises) { ${USER_FIELDS} } }`,
  ...Object.fromEntries(
    [
      "addApplication",
      "grantAccess",
      "acceptRequest",
      "resendInvite",
      "sendNewInvite",
      "declineAccess",
      "withdrawAccess",
    ].map((name) => [
      name,
      `mutation($userId: ID!, $application: AdministeredApplication!) { ${name}(userId: $userId, application: $application) { ${USER_FIELDS} } }`,
    ]),
  ),
} as Record<string, string>;

const DETAIL = `query($id: ID!) { adminUser(id: $id) { ${USER_FIELDS} } }`;
const LIST = `query($filter: AdminUserFilter, $first: Int, $offset: Int) {
  adminUsers(filter: $filter, first: $first, offset: $offset) {
    total items { key userId name email organisation { id name subRegion country city members } application role state requestedBy requestedAt }
  } }`;

/**
 * User administration against the real identity server, database and mail catcher: who may do
 * what, what each action changes (state, roles, audit, e-mail), the list, invitation expiry, and
 * an invitee setting their password at the identity server.
 */
describe("user administration", () => {
  let sis: SisTestServices | undefined;
  let config: ServicesConfig;
  let services: RunningServices;
  let db: Database;
  let url: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    sis = await startSisTestServices({
      name: "user-admin",
      seedTickets: 0,
      users: [ADMIN, INTERNAL_ADMIN, CUSTOMER],
      env: { MAIL_POLL_INTERVAL_MS: "100", MAIL_RETRY_BASE_MS: "200" },
    });
    ({ config, services } = sis);
    Object.assign(tokens, sis.tokens);
    db = services.database.db;
    url = `${services.url}/sis/graphql`;
  }, 180_000);

  afterAll(async () => {
    await sis?.close();
  });

  const as =
    (email: string) =>
    (query: string, variables: Record<string, unknown> = {}) =>
      gql(url, query, variables, { "x-id-token": tokens[email]! });
  const admin = as(ADMIN);
  const mutate = (email: string, name: string, variables: Record<string, unknown>) =>
    as(email)(MUTATIONS[name]!, variables);
  const errorOf = (body: { errors?: { extensions: Record<string, unknown> }[] }) =>
    body.errors?.[0]?.extensions;

  /** Everything an action could change, to compare before and after a refusal. */
  async function snapshot() {
    const [access, memberships, users, invitations, audit, mails] = await Promise.all([
      db
        .select()
        .from(t.applicationAccess)
        .orderBy(asc(t.applicationAccess.userId), asc(t.applicationAccess.application)),
      db
        .select()
        .from(t.organisationMemberships)
        .orderBy(
          asc(t.organisationMemberships.userId),
          asc(t.organisationMemberships.organisationId),
        ),
      db
        .select({ id: t.users.id, roles: t.users.roles, org: t.users.organisationId })
        .from(t.users)
        .orderBy(asc(t.users.id)),
      db.select().from(t.invitations).orderBy(asc(t.invitations.id)),
      db.select({ n: count() }).from(t.auditLog),
      db.select({ n: count() }).from(t.mailOutbox),
    ]);
    return JSON.stringify({ access, memberships, users, invitations, audit, mails });
  }

  const userIdOf = async (email: string) =>
    (await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email)))[0]!.id;

  const access = (user: { applications: { application: string }[] }, application: string) =>
    user.applications.find((a) => a.application === application) as unknown as {
      state: string;
      actions: string[];
      role: string | null;
      inviteExpiresAt: string | null;
      artemisOnPremises: boolean | null;
    };

  /** The catcher's mail to an address, newest first, once at least `atLeast` arrived. */
  async function mailTo(address: string, atLeast = 1): Promise<CaughtMail[]> {
    const until = Date.now() + 10_000;
    for (;;) {
      const response = await fetch(
        `${services.url}/mail/api/messages?to=${encodeURIComponent(address)}`,
      );
      const messages = (await response.json()) as CaughtMail[];
      if (messages.length >= atLeast) return messages;
      if (Date.now() > until) throw new Error(`no mail to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const invitationToken = (mail: CaughtMail) =>
    /\/portal\/invitation\/([\w-]+)/.exec(mail.text)?.[1] ?? "";

  describe("refuses every mutation to non-administrators and for other organisations' users", () => {
    // Each case is one the caller's rights alone decide: the user's state allows the action.
    const ownOrganisation: Record<string, () => Promise<Record<string, unknown>>> = {
      inviteUser: async () => ({
        input: {
          email: "new.colleague@harness-works.example",
          application: "serviceTicketing",
          organisationId: "org-harness-works",
        },
      }),
      addToOrganisation: async () => ({
        userId: "user-hw-lang",
        organisationId: "org-crimp-tec",
      }),
      removeFromOrganisation: async () => ({
        userId: "user-berger",
        organisationId: "org-crimp-tec",
      }),
      deleteUser: async () => ({ userId: "user-hw-lang" }),
      addApplication: async () => ({ userId: "user-hw-lang", application: "komaxDirect" }),
      grantAccess: async () => ({ userId: "user-hw-klein", application: "serviceTicketing" }),
      acceptRequest: async () => ({ userId: "user-hw-schmid", application: "inventory" }),
      updateAccess: async () => ({ userId: "user-hw-becker", application: "serviceTicketing" }),
      resendInvite: async () => ({ userId: "user-hw-wagner", application: "kampus" }),
      sendNewInvite: async () => ({
        userId: "user-hw-hoffmann",
        application: "productInformation",
      }),
      declineAccess: async () => ({ userId: "user-hw-popescu", application: "serviceTicketing" }),
      withdrawAccess: async () => ({ userId: "user-hw-becker", application: "inventory" }),
    };
    // The same actions by admin@example.com on users of Cable Systems and AutoLoom.
    const otherOrganisation: Record<string, Record<string, unknown>> = {
      inviteUser: {
        input: {
          email: "someone@cable-systems.example",
          application: "serviceTicketing",
          organisationId: "org-cable-systems",
        },
      },
      addToOrganisation: { userId: "contact-cs-puig", organisationId: "org-harness-works" },
      removeFromOrganisation: { userId: "user-artemis", organisationId: "org-cable-systems" },
      deleteUser: { userId: "contact-cs-puig" },
      addApplication: { userId: "contact-cs-puig", application: "komaxDirect" },
      grantAccess: { userId: "user-al-walker", application: "artemis" },
      acceptRequest: { userId: "user-cs-lopez", application: "inventory" },
      updateAccess: { userId: "contact-cs-puig", application: "serviceTicketing" },
      resendInvite: { userId: "user-cs-garcia", application: "komaxDirect" },
      sendNewInvite: { userId: "user-al-nguyen", application: "serviceTicketing" },
      declineAccess: { userId: "user-cs-lopez", application: "inventory" },
      withdrawAccess: { userId: "contact-al-miller", application: "serviceTicketing" },
    };

    for (const name of Object.keys(MUTATIONS)) {
      it(`${name}: not as a non-administrator, not on another organisation's user; nothing changes`, async () => {
        const before = await snapshot();
        const asCustomer = await mutate(CUSTOMER, name, await ownOrganisation[name]!());
        expect(asCustomer.body.data?.[name] ?? null).toBeNull();
        expect(errorOf(asCustomer.body)).toMatchObject({ code: "FORBIDDEN", reason: "NOT_ADMIN" });

        const otherOrg = await mutate(ADMIN, name, otherOrganisation[name]!);
        expect(otherOrg.body.data?.[name] ?? null).toBeNull();
        expect(errorOf(otherOrg.body)).toMatchObject({
          code: "FORBIDDEN",
          reason: "PERMISSION_LOST",
        });
        expect(await snapshot()).toBe(before);
      });
    }

    it("answers NOT_FOUND for unknown users and organisations, nothing changed", async () => {
      const before = await snapshot();
      const unknownUser = await mutate(ADMIN, "grantAccess", {
        userId: "user-nobody",
        application: "inventory",
      });
      expect(errorOf(unknownUser.body)?.code).toBe("NOT_FOUND");
      const unknownOrg = await mutate(ADMIN, "addToOrganisation", {
        userId: "user-hw-lang",
        organisationId: "org-nowhere",
      });
      expect(errorOf(unknownOrg.body)?.code).toBe("NOT_FOUND");
      expect(await snapshot()).toBe(before);
    });
  });

  describe("queries", () => {
    it("tells an administrator their organisations and what they may assign", async () => {
      const external = await admin(
        "{ userAdminScope { internal applications organisations { id subRegion country city members } assignableOrganisations { id } } }",
      );
      expect(external.body.data.userAdminScope).toMatchObject({
        internal: false,
        organisations: [
          { id: "org-crimp-tec", subRegion: "Central Eastern Europe", country: "CZ", city: "Brno" },
          { id: "org-harness-works", subRegion: "DACH", country: "DE", city: "Stuttgart" },
        ],
        assignableOrganisations: [{ id: "org-crimp-tec" }, { id: "org-harness-works" }],
      });
      // Not the group's own applications (issue 41; userAdminLevels.test.ts).
      expect(external.body.data.userAdminScope.applications).toHaveLength(6);
      const internal = await as(INTERNAL_ADMIN)(
        "{ userAdminScope { internal organisations { id } assignableOrganisations { id } } }",
      );
      expect(internal.body.data.userAdminScope.internal).toBe(true);
      expect(internal.body.data.userAdminScope.organisations).toEqual([
        { id: "org-harness-works" },
      ]);
      // Every customer organisation, not the group's own.
      expect(
        internal.body.data.userAdminScope.assignableOrganisations
          .map((o: { id: string }) => o.id)
          .sort(),
      ).toEqual(["org-autoloom", "org-cable-systems", "org-crimp-tec", "org-harness-works"]);
      const customer = await as(CUSTOMER)("{ userAdminScope { internal } }");
      expect(errorOf(customer.body)).toMatchObject({ code: "FORBIDDEN", reason: "NOT_ADMIN" });
    });

    it("lists only users who share an organisation with the administrator, pending requests first, then by name", async () => {
      const { body } = await admin(LIST, { first: 100 });
      const page = body.data.adminUsers;
      // The group's own people among them are not listed (issue 41; userAdminLevels.test.ts).
      const shared = await db.execute(
        sql`select count(distinct m.user_id) as n from organisation_memberships m join users u on u.id = m.user_id
          where m.organisation_id in ('org-harness-works', 'org-crimp-tec')
            and not u.internal and u.email not like '%@wire.example'`,
      );
      const sharedUsers = Number((shared as unknown as { rows: { n: string }[] }).rows[0]!.n);
      const listed = new Set(page.items.map((row: { userId: string }) => row.userId));
      expect(listed.size).toBe(sharedUsers);
      expect(listed.has("user-artemis")).toBe(false);
      expect(listed.has("contact-cs-puig")).toBe(false);
      expect(page.total).toBe(page.items.length);

      const states = page.items.map((row: { state: string }) => row.state);
      const firstOther = states.findIndex((state: string) => state !== "pending");
      expect(firstOther).toBeGreaterThan(0);
      expect(states.slice(firstOther)).not.toContain("pending");
      const names = (rows: { name: string }[]) => rows.map((row) => row.name.toLowerCase());
      const pending = names(page.items.slice(0, firstOther));
      expect(pending).toEqual([...pending].sort());

      const jonas = page.items.find(
        (row: { userId: string; application: string }) =>
          row.userId === "user-hw-schmid" && row.application === "inventory",
      );
      expect(jonas).toMatchObject({
        state: "pending",
        requestedBy: "Jonas Schmid",
        organisation: {
          name: "Harness Works GmbH",
          city: "Stuttgart",
          members: expect.any(Number),
        },
      });
      expect(jonas.requestedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      const noAccess = page.items.find(
        (row: { userId: string }) => row.userId === "user-ct-kucera",
      );
      expect(noAccess).toMatchObject({ application: null, state: "unknown", role: null });
    });

    it("searches, filters and pages on the server", async () => {
      const list = async (filter: Record<string, unknown>, first = 100, offset = 0) =>
        (await admin(LIST, { filter, first, offset })).body.data.adminUsers;
      expect((await list({ search: "schmid" })).items.map((r: { name: string }) => r.name)).toEqual(
        ["Jonas Schmid", "Jonas Schmid"],
      );
      // Organisation names are searched too; another organisation's users never appear.
      const crimp = await list({ search: "crimp-tec s.r" });
      expect(crimp.total).toBeGreaterThan(0);
      expect(
        crimp.items.every(
          (r: { organisation: { id: string } }) => r.organisation.id === "org-crimp-tec",
        ),
      ).toBe(true);
      expect((await list({ search: "autoloom" })).total).toBe(0);
      expect((await list({ search: "100%_" })).total).toBe(0);

      const pending = await list({ state: "pending" });
      expect(pending.items.every((r: { state: string }) => r.state === "pending")).toBe(true);
      const kampus = await list({ application: "kampus" });
      expect(kampus.items.every((r: { application: string }) => r.application === "kampus")).toBe(
        true,
      );
      const crimpMembers = await list({ organisationId: "org-crimp-tec" });
      expect(
        crimpMembers.items.every(
          (r: { organisation: { id: string } }) => r.organisation.id === "org-crimp-tec",
        ),
      ).toBe(true);
      expect(crimpMembers.items.some((r: { userId: string }) => r.userId === "user-berger")).toBe(
        true,
      );
      expect((await list({ organisationId: "org-cable-systems" })).total).toBe(0);

      const all = await list({}, 10);
      const [first, second] = [await list({}, 5, 0), await list({}, 5, 5)];
      expect(first.total).toBe(all.total);
      expect([...first.items, ...second.items].map((r: { key: string }) => r.key)).toEqual(
        all.items.map((r: { key: string }) => r.key),
      );
      expect((await list({}, 500)).items.length).toBeLessThanOrEqual(100);
    });

    it("shows a visible user's detail; unknown ids are NOT_FOUND, other organisations' users USER_FORBIDDEN", async () => {
      const { body } = await admin(DETAIL, { id: "user-hw-schmid" });
      const user = body.data.adminUser;
      expect(user).toMatchObject({ name: "Jonas Schmid", registered: true, deletable: true });
      // The customer applications an external administrator administers (issue 41).
      expect(user.applications).toHaveLength(6);
      expect(access(user, "inventory")).toMatchObject({
        state: "pending",
        actions: ["accept", "decline"],
      });
      expect(access(user, "komaxDirect")).toMatchObject({
        state: "unknown",
        actions: ["addApplication", "grant"],
      });
      expect(
        (await admin(DETAIL, { id: "user-admin-external" })).body.data.adminUser.deletable,
      ).toBe(false);
      expect(errorOf((await admin(DETAIL, { id: "user-nobody" })).body)?.code).toBe("NOT_FOUND");
      expect(errorOf((await admin(DETAIL, { id: "contact-cs-puig" })).body)).toMatchObject({
        code: "FORBIDDEN",
        reason: "USER_FORBIDDEN",
      });
    });
  });

  describe("actions", () => {
    it("accepts a request: active, the role in the user's next ID token, an audit entry", async () => {
      const { body } = await mutate(ADMIN, "acceptRequest", {
        userId: "user-hw-schmid",
        application: "inventory",
      });
      const user = body.data.acceptRequest;
      expect(access(user, "inventory")).toMatchObject({
        state: "active",
        actions: ["update", "withdraw"],
        role: "wire_int_assetdb_active",
      });
      expect(user.roles).toContain("wire_int_assetdb_active");
      expect(user.auditTrail[0]).toMatchObject({
        actorName: "Erik Admin",
        actorEmail: ADMIN,
        action: "acceptRequest",
        targetName: "Jonas Schmid",
        application: "inventory",
        before: "pending",
        after: "active; roles +wire_int_assetdb_active",
      });
      const idToken = await idTokenFor(config, "jonas.schmid@harness-works.example");
      expect(decodeJwt(idToken).roles).toContain("wire_int_assetdb_active");
    });

    it("declines a request and grants it later", async () => {
      const declined = await mutate(ADMIN, "declineAccess", {
        userId: "user-hw-popescu",
        application: "serviceTicketing",
      });
      expect(access(declined.body.data.declineAccess, "serviceTicketing")).toMatchObject({
        state: "declined",
        actions: ["grant"],
      });
      const granted = await mutate(ADMIN, "grantAccess", {
        userId: "user-hw-popescu",
        application: "serviceTicketing",
      });
      const user = granted.body.data.grantAccess;
      expect(access(user, "serviceTicketing").state).toBe("active");
      expect(user.roles).toContain("wire_int_serviceticketing_active");
      expect(user.auditTrail.map((e: { action: string }) => e.action).slice(0, 2)).toEqual([
        "grantAccess",
        "declineAccess",
      ]);
    });

    it("withdraws access: inactive, the role gone from the next ID token", async () => {
      const { body } = await mutate(ADMIN, "withdrawAccess", {
        userId: "user-hw-becker",
        application: "inventory",
      });
      const user = body.data.withdrawAccess;
      expect(access(user, "inventory")).toMatchObject({ state: "inactive", actions: ["grant"] });
      expect(user.roles).not.toContain("wire_int_assetdb_active");
      expect(user.auditTrail[0]).toMatchObject({
        action: "withdrawAccess",
        before: "active",
        after: "inactive; roles −wire_int_assetdb_active",
      });
      const idToken = await idTokenFor(config, "anna.becker@harness-works.example");
      expect(decodeJwt(idToken).roles).not.toContain("wire_int_assetdb_active");
    });

    it("updates artemis's user type (a role no state grants), audited", async () => {
      const { body } = await mutate(ADMIN, "updateAccess", {
        userId: "user-hw-roth",
        application: "artemis",
        artemisOnPremises: true,
      });
      const user = body.data.updateAccess;
      expect(access(user, "artemis")).toMatchObject({ state: "active", artemisOnPremises: true });
      expect(user.roles).toEqual(
        expect.arrayContaining(["wire_int_artemis_active", "wire_artemis_onpremuser"]),
      );
      expect(user.auditTrail[0]).toMatchObject({
        action: "updateAccess",
        after: "active, on premises; roles +wire_artemis_onpremuser",
      });
    });

    it("refuses a transition the state does not allow, with the reason in fields.action", async () => {
      const before = await snapshot();
      const { body } = await mutate(ADMIN, "acceptRequest", {
        userId: "user-hw-becker",
        application: "serviceTicketing",
      });
      expect(errorOf(body)).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { action: 'Action "accept" is not allowed in state "active"' },
      });
      expect(await snapshot()).toBe(before);
    });

    it("adds and removes organisations; the primary one moves; never the last one, never oneself", async () => {
      const added = await mutate(ADMIN, "addToOrganisation", {
        userId: "user-hw-lang",
        organisationId: "org-crimp-tec",
      });
      expect(
        added.body.data.addToOrganisation.organisations.map((o: { id: string }) => o.id),
      ).toEqual(["org-crimp-tec", "org-harness-works"]);
      expect(added.body.data.addToOrganisation.auditTrail[0]).toMatchObject({
        action: "addToOrganisation",
        organisation: "Crimp-Tec s.r.o.",
        before: "Harness Works GmbH",
        after: "Crimp-Tec s.r.o., Harness Works GmbH",
      });
      const again = await mutate(ADMIN, "addToOrganisation", {
        userId: "user-hw-lang",
        organisationId: "org-crimp-tec",
      });
      expect(errorOf(again.body)?.code).toBe("BAD_USER_INPUT");

      const removed = await mutate(ADMIN, "removeFromOrganisation", {
        userId: "user-berger",
        organisationId: "org-harness-works",
      });
      expect(
        removed.body.data.removeFromOrganisation.organisations.map((o: { id: string }) => o.id),
      ).toEqual(["org-crimp-tec"]);
      const [katrin] = await db.select().from(t.users).where(eq(t.users.id, "user-berger"));
      expect(katrin!.organisationId).toBe("org-crimp-tec");

      const before = await snapshot();
      const last = await mutate(ADMIN, "removeFromOrganisation", {
        userId: "user-berger",
        organisationId: "org-crimp-tec",
      });
      expect(errorOf(last.body)).toMatchObject({ code: "BAD_USER_INPUT" });
      const self = await mutate(ADMIN, "removeFromOrganisation", {
        userId: "user-admin-external",
        organisationId: "org-crimp-tec",
      });
      expect(errorOf(self.body)).toMatchObject({ code: "BAD_USER_INPUT" });
      expect(await snapshot()).toBe(before);
    });

    it("lets an internal administrator add a visible user to any customer organisation", async () => {
      const { body } = await mutate(INTERNAL_ADMIN, "addToOrganisation", {
        userId: "user-hw-vogel",
        organisationId: "org-autoloom",
      });
      expect(body.data.addToOrganisation.organisations.map((o: { id: string }) => o.id)).toContain(
        "org-autoloom",
      );
      const group = await mutate(INTERNAL_ADMIN, "addToOrganisation", {
        userId: "user-hw-vogel",
        organisationId: "org-wire-group",
      });
      expect(errorOf(group.body)).toMatchObject({ code: "FORBIDDEN", reason: "PERMISSION_LOST" });
      // Seeing still needs a shared organisation.
      expect(
        errorOf((await as(INTERNAL_ADMIN)(DETAIL, { id: "contact-cs-puig" })).body)?.reason,
      ).toBe("USER_FORBIDDEN");
    });

    it("deletes a user but keeps their name in the audit log; never oneself", async () => {
      const self = await mutate(ADMIN, "deleteUser", { userId: "user-admin-external" });
      expect(errorOf(self.body)).toMatchObject({ code: "BAD_USER_INPUT" });
      await db.insert(t.carts).values({ userId: "user-hw-lang", lines: [] });
      await db
        .insert(t.savedLists)
        .values({ id: "list-hw-lang", userId: "user-hw-lang", name: "Spares", lines: [] });
      const { body } = await mutate(ADMIN, "deleteUser", { userId: "user-hw-lang" });
      expect(body.data.deleteUser).toBe(true);
      expect(errorOf((await admin(DETAIL, { id: "user-hw-lang" })).body)?.code).toBe("NOT_FOUND");
      const trail = await db
        .select()
        .from(t.auditLog)
        .where(eq(t.auditLog.targetId, "user-hw-lang"));
      expect(trail.find((e) => e.action === "deleteUser")).toMatchObject({
        targetName: "Petra Lang",
        actorName: "Erik Admin",
      });
      expect(
        await db
          .select()
          .from(t.organisationMemberships)
          .where(eq(t.organisationMemberships.userId, "user-hw-lang")),
      ).toEqual([]);
      // Their own cart and saved lists go with them.
      expect(await db.select().from(t.carts).where(eq(t.carts.userId, "user-hw-lang"))).toEqual([]);
      expect(
        await db.select().from(t.savedLists).where(eq(t.savedLists.userId, "user-hw-lang")),
      ).toEqual([]);
    });

    it("reports permission lost when the caller's admin role was withdrawn since they signed in", async () => {
      // Only the group appoints and removes administrators (issue 41).
      const { body } = await mutate(INTERNAL_ADMIN, "withdrawAccess", {
        userId: "user-admin-external",
        application: "delegatedAdmin",
      });
      expect(body.data.withdrawAccess.roles).not.toContain("wire_delegatedadmin_extern");
      const lost = await admin(LIST);
      expect(errorOf(lost.body)).toMatchObject({ code: "FORBIDDEN", reason: "PERMISSION_LOST" });
      await mutate(INTERNAL_ADMIN, "grantAccess", {
        userId: "user-admin-external",
        application: "delegatedAdmin",
      });
      expect((await admin(LIST)).body.data.adminUsers.total).toBeGreaterThan(0);
    });
  });

  describe("invitations", () => {
    it("validates the invite with the form's messages and refuses an existing address", async () => {
      const before = await snapshot();
      const empty = await mutate(ADMIN, "inviteUser", {
        input: { email: "not-an-address", application: "", organisationId: "" },
      });
      expect(errorOf(empty.body)).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: {
          email: "Please provide a valid email address",
          application: "Please select an item",
          organisationId: "Please select an item",
        },
      });
      const existing = await mutate(ADMIN, "inviteUser", {
        input: {
          email: "Customer@Example.com",
          application: "inventory",
          organisationId: "org-harness-works",
        },
      });
      expect(errorOf(existing.body)).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { email: "The user already exists" },
        existingUserId: "user-customer",
      });
      expect(await snapshot()).toBe(before);
    });

    it("invites a new user: invited, e-mailed through the outbox, unable to sign in before setting a password", async () => {
      const { body } = await mutate(ADMIN, "inviteUser", {
        input: {
          email: "Nina.Neu@Harness-Works.example",
          firstName: "<b>Nina</b>",
          lastName: "Neu",
          application: "serviceTicketing",
          organisationId: "org-harness-works",
          locale: "de",
        },
      });
      const user = body.data.inviteUser;
      expect(user).toMatchObject({
        email: "nina.neu@harness-works.example",
        registered: false,
        roles: [],
      });
      expect(access(user, "serviceTicketing")).toMatchObject({
        state: "invited",
        actions: ["resendInvite", "withdraw"],
      });
      const expires = new Date(access(user, "serviceTicketing").inviteExpiresAt!).getTime();
      expect(expires - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
      expect(user.auditTrail[0]).toMatchObject({
        action: "inviteUser",
        organisation: "Harness Works GmbH",
        after: "invited",
      });

      const [mail] = await mailTo("nina.neu@harness-works.example");
      expect(mail!.subject).toBe(
        "You are invited to Service ticketing on the WIRE customer portal",
      );
      expect(mail!.text).toMatch(
        new RegExp(`^${config.APP_URL}/de/portal/invitation/[\\w-]{40,}$`, "m"),
      );
      // The token is stored only as a hash.
      const token = invitationToken(mail!);
      const stored = await db.select().from(t.invitations).where(eq(t.invitations.userId, user.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.tokenHash).not.toContain(token);

      // The inbox page escapes what the mail contains.
      const page = await (await fetch(`${services.url}/mail/${mail!.id}`)).text();
      expect(page).toContain("&lt;b&gt;Nina&lt;/b&gt;");
      expect(page).not.toContain("<b>Nina</b>");

      // The worker records the delivery just after the catcher has the mail.
      let invitation = (await admin(DETAIL, { id: user.id })).body.data.adminUser.invitation;
      for (let i = 0; i < 50 && invitation.status !== "SENT"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        invitation = (await admin(DETAIL, { id: user.id })).body.data.adminUser.invitation;
      }
      expect(invitation).toMatchObject({
        to: "nina.neu@harness-works.example",
        status: "SENT",
        attempts: 1,
        lastError: null,
      });
      const listed = await admin(LIST, { filter: { search: "nina.neu" } });
      expect(listed.body.data.adminUsers.items[0]).toMatchObject({
        state: "invited",
        requestedBy: "Erik Admin",
      });

      for (const password of ["", config.DEMO_PASSWORD, "anything-1234"]) {
        await expect(
          idTokenForPassword("nina.neu@harness-works.example", password),
        ).rejects.toThrow(/wrong e-mail or password/);
      }
    });

    it("lets the invitee set a password at the identity server and signs them in with the new role", async () => {
      const [mail] = await mailTo("nina.neu@harness-works.example");
      const token = invitationToken(mail!);
      let page = "";
      const result = await authorize({
        issuer: config.issuer,
        clientId: config.OIDC_CLIENT_ID,
        redirectUri: `${config.APP_URL}/en/callback`,
        email: "",
        password: "",
        params: { invitation: token },
        interact: async (interactionUrl: string, jar: CookieJar) => {
          page = await (await follow(interactionUrl, jar)).text();
          expect(page).toContain("Set your password");
          expect(page).toContain('readonly value="nina.neu@harness-works.example"');
          const post = (fields: Record<string, string>) =>
            follow(`${interactionUrl}/password`, jar, {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams(fields),
            });
          const mismatch = await post({
            newPassword: "harness-2026",
            confirmPassword: "harness-2027",
          });
          expect(mismatch.status).toBe(422);
          const mismatchPage = await mismatch.text();
          expect(mismatchPage).toContain("The passwords do not match");
          expect(mismatchPage).not.toContain("harness-2026");
          const short = await post({ newPassword: "short", confirmPassword: "short" });
          expect(await short.text()).toContain(
            "Please choose a password of at least 10 characters with letters and digits",
          );
          return post({ newPassword: "harness-2026", confirmPassword: "harness-2026" });
        },
      });
      const tokens = await redeem(result);
      const claims = decodeJwt(tokens.id_token!);
      expect(claims.email).toBe("nina.neu@harness-works.example");
      expect(claims.roles).toEqual(["wire_int_serviceticketing_active"]);
      expect(claims.organisation_id).toBe("org-harness-works");

      const ninaId = await userIdOf("nina.neu@harness-works.example");
      const detail = (await admin(DETAIL, { id: ninaId })).body.data.adminUser;
      expect(detail.registered).toBe(true);
      expect(access(detail, "serviceTicketing").state).toBe("active");
      expect(detail.auditTrail[0]).toMatchObject({
        action: "acceptInvitation",
        actorEmail: "nina.neu@harness-works.example",
        after: "active; roles +wire_int_serviceticketing_active",
      });
      // She signs in with her password from now on; the link does not work twice.
      expect(
        decodeJwt(await idTokenForPassword("nina.neu@harness-works.example", "harness-2026")).sub,
      ).toBe(ninaId);
      expect(await interactionPage({ invitation: token })).toContain(INVITATION_UNUSABLE);
    });

    it("accepts a registered user's invitation to another application when they sign in", async () => {
      const { body } = await mutate(ADMIN, "addApplication", {
        userId: "user-hw-vogel",
        application: "kampus",
      });
      expect(access(body.data.addApplication, "kampus").state).toBe("invited");
      expect(body.data.addApplication.roles).toContain("wire_int_lmsefront_invited");
      const [mail] = await mailTo("tim.vogel@harness-works.example");
      expect(mail!.text).toContain("Sign in with your existing password");
      const result = await authorize({
        issuer: config.issuer,
        clientId: config.OIDC_CLIENT_ID,
        redirectUri: `${config.APP_URL}/en/callback`,
        email: "tim.vogel@harness-works.example",
        password: config.DEMO_PASSWORD,
        params: { invitation: invitationToken(mail!) },
      });
      const claims = decodeJwt((await redeem(result)).id_token!);
      expect(claims.roles).toContain("wire_int_lmsefront_active");
      expect(claims.roles).not.toContain("wire_int_lmsefront_invited");
    });

    it("resends an invitation with a new link; the old one stops working", async () => {
      const { body } = await mutate(ADMIN, "inviteUser", {
        input: {
          email: "olaf.ohm@crimp-tec.example",
          application: "inventory",
          organisationId: "org-crimp-tec",
        },
      });
      const olaf = body.data.inviteUser;
      const [original] = await mailTo("olaf.ohm@crimp-tec.example");
      const resent = await mutate(ADMIN, "resendInvite", {
        userId: olaf.id,
        application: "inventory",
      });
      expect(access(resent.body.data.resendInvite, "inventory").state).toBe("invited");
      expect(resent.body.data.resendInvite.auditTrail[0]).toMatchObject({
        action: "resendInvite",
        before: "invited",
        after: "invited",
      });
      const mails = await mailTo("olaf.ohm@crimp-tec.example", 2);
      expect(invitationToken(mails[0]!)).not.toBe(invitationToken(original!));
      expect(await interactionPage({ invitation: invitationToken(original!) })).toContain(
        INVITATION_UNUSABLE,
      );
      expect(await interactionPage({ invitation: invitationToken(mails[0]!) })).toContain(
        "Set your password",
      );
    });

    it("expires an invitation: invite expired, the link unusable, a new invite possible", async () => {
      const olafId = await userIdOf("olaf.ohm@crimp-tec.example");
      const [latest] = await mailTo("olaf.ohm@crimp-tec.example", 2);
      await db
        .update(t.applicationAccess)
        .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(t.applicationAccess.userId, olafId));
      await db
        .update(t.invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(t.invitations.userId, olafId));

      expect(await interactionPage({ invitation: invitationToken(latest!) })).toContain(
        INVITATION_UNUSABLE,
      );
      const detail = (await admin(DETAIL, { id: olafId })).body.data.adminUser;
      expect(access(detail, "inventory")).toMatchObject({
        state: "inviteExpired",
        actions: ["sendNewInvite", "withdraw"],
      });
      expect(detail.auditTrail[0]).toMatchObject({ action: "inviteExpired", actorName: "System" });
      const [stored] = await db
        .select()
        .from(t.applicationAccess)
        .where(eq(t.applicationAccess.userId, olafId));
      expect(stored!.state).toBe("inviteExpired");
      const listed = await admin(LIST, { filter: { search: "olaf.ohm", state: "inviteExpired" } });
      expect(listed.body.data.adminUsers.total).toBe(1);

      const renewed = await mutate(ADMIN, "sendNewInvite", {
        userId: olafId,
        application: "inventory",
      });
      expect(access(renewed.body.data.sendNewInvite, "inventory").state).toBe("invited");
      const mails = await mailTo("olaf.ohm@crimp-tec.example", 3);
      expect(await interactionPage({ invitation: invitationToken(mails[0]!) })).toContain(
        "Set your password",
      );
    });

    it("expires kampus invitations in the roles too, and withdraws an invitation to unknown", async () => {
      await db
        .update(t.applicationAccess)
        .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(t.applicationAccess.userId, "user-hw-wagner"));
      const expired = (await admin(DETAIL, { id: "user-hw-wagner" })).body.data.adminUser;
      expect(access(expired, "kampus").state).toBe("inviteExpired");
      expect(expired.roles).toEqual(["wire_int_lmsefront_inviteexpired"]);
      const withdrawn = await mutate(ADMIN, "withdrawAccess", {
        userId: "user-hw-wagner",
        application: "kampus",
      });
      expect(access(withdrawn.body.data.withdrawAccess, "kampus").state).toBe("unknown");
      expect(withdrawn.body.data.withdrawAccess.roles).toEqual([]);
    });

    it("keeps the dashboard's access requests as pending access the administrator sees", async () => {
      const ninaToken = await accessTokenFor("nina.neu@harness-works.example", "harness-2026");
      const account = (method: string, path = "", body?: unknown) =>
        fetch(`${services.url}/am/json/users/me${path}`, {
          method,
          headers: { authorization: `Bearer ${ninaToken}`, "content-type": "application/json" },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      expect((await account("POST", "/access-requests", { service: "komaxDirect" })).status).toBe(
        201,
      );
      expect(
        ((await (await account("GET")).json()) as { accessRequests: string[] }).accessRequests,
      ).toEqual(["komaxDirect"]);
      const listed = await admin(LIST, { filter: { search: "nina.neu", state: "pending" } });
      expect(listed.body.data.adminUsers.items[0]).toMatchObject({
        application: "komaxDirect",
        role: "wire_int_direct_pending",
        requestedBy: "<b>Nina</b> Neu",
      });
    });
  });

  /** Signs a user in with a password of their own and answers the ID token. */
  async function idTokenForPassword(email: string, password: string) {
    const result = await authorize({
      issuer: config.issuer,
      clientId: config.OIDC_CLIENT_ID,
      redirectUri: `${config.APP_URL}/en/callback`,
      email,
      password,
    });
    return (await redeem(result)).id_token!;
  }

  async function accessTokenFor(email: string, password: string) {
    const result = await authorize({
      issuer: config.issuer,
      clientId: config.OIDC_CLIENT_ID,
      redirectUri: `${config.APP_URL}/en/callback`,
      email,
      password,
    });
    return (await redeem(result)).access_token;
  }

  /** The interaction page an authorization request with `params` lands on. */
  async function interactionPage(params: Record<string, string>): Promise<string> {
    let page = "";
    await authorize({
      issuer: config.issuer,
      clientId: config.OIDC_CLIENT_ID,
      redirectUri: `${config.APP_URL}/en/callback`,
      email: "",
      password: "",
      params,
      interact: async (interactionUrl, jar) => {
        page = await (await follow(interactionUrl, jar)).text();
        throw new Error("stop");
      },
    }).catch((error: Error) => {
      if (error.message !== "stop") throw error;
    });
    return page;
  }
});
