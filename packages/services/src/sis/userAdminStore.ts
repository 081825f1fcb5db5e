import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  ADMINISTERED_APPLICATIONS,
  type AdministeredApplication,
  type ApplicationAccessState,
  INVITATION_VALID_DAYS,
  rolesForAccess,
} from "@wire/domain";
import { and, asc, desc, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../db/connect";
import * as t from "../db/schema";
import { invitationLink, invitationMail } from "../mail/invitationMail";
import type { MailOutbox } from "../mail/mailOutbox";

export type UserRow = typeof t.users.$inferSelect;
export type AccessRow = typeof t.applicationAccess.$inferSelect;
export type AuditRow = typeof t.auditLog.$inferSelect;
export type InvitationRow = typeof t.invitations.$inferSelect;

/** An organisation as user administration lists it, with its member count. */
export interface AdminOrganisationRow {
  id: string;
  name: string;
  subRegion: string;
  country: string;
  city: string;
  members: number;
}

/** Who did something, as the audit log names them; `id` null is the system itself. */
export interface Actor {
  id: string | null;
  name: string;
  email: string;
}

/** The system as an actor: invitations that expire on their own. */
export const SYSTEM_ACTOR: Actor = { id: null, name: "System", email: "" };

/** The list's filter (`AdminUserFilter`). */
export interface AdminUserFilter {
  search?: string | null;
  state?: ApplicationAccessState | null;
  application?: AdministeredApplication | null;
  organisationId?: string | null;
}

/**
 * What an external administrator's list leaves out (issue 41): the group's own people (see the
 * domain's `isInternalUser`) and the access rows of applications he does not administer.
 */
export interface ListLimits {
  /** Leave out internal users: flagged, of a company domain, or holding the internal admin role. */
  hideInternalUsers: boolean;
  /** The applications whose access rows are listed (and filtered by). */
  applications: readonly AdministeredApplication[];
}

/** One row of the list: a user and one application access (or none). */
export interface AdminListRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  internal: boolean;
  application: AdministeredApplication | null;
  state: ApplicationAccessState;
  requestedAt: Date | null;
  requestedBy: string | null;
  organisation: AdminOrganisationRow;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A user's name as shown: first and last name, or the e-mail while the invitee has none. */
export const displayName = (user: Pick<UserRow, "firstName" | "lastName" | "email">) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The actor a user is in the audit log. */
export const actorOf = (user: UserRow): Actor => ({
  id: user.id,
  name: displayName(user),
  email: user.email,
});

/** The stored form of an invitation token: its SHA-256, so the table holds no usable link. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

const rowsOf = <T>(result: unknown): T[] =>
  ("rows" in (result as object) ? (result as { rows: T[] }).rows : result) as T[];

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** A term for LIKE with its own wildcards taken literally. */
const likeLiteral = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
const containing = (term: string) => `%${likeLiteral(term)}%`;

/** A short text of roles gained and lost, for the audit log; empty when nothing changed. */
function rolesChange(before: readonly string[], after: readonly string[]): string {
  const gained = after.filter((role) => !before.includes(role));
  const lost = before.filter((role) => !after.includes(role));
  return [...gained.map((role) => `+${role}`), ...lost.map((role) => `−${role}`)].join(" ");
}

/**
 * User administration's data: memberships, application access, invitations, the audit log and
 * the list query. Changes run inside the caller's transaction (`Executor`), so a change, its
 * roles, its audit entry and its e-mail are written together or not at all.
 */
export function createUserAdminStore(
  db: Database,
  options: {
    rolePrefix: string;
    appUrl: string;
    outbox: MailOutbox;
    /** The company's own e-mail domains (`COMPANY_EMAIL_DOMAINS`): their users are internal. */
    companyDomains: readonly string[];
  },
) {
  const { rolePrefix, outbox } = options;

  async function user(executor: Executor, id: string, lock = false): Promise<UserRow | undefined> {
    const query = executor.select().from(t.users).where(eq(t.users.id, id));
    const [row] = lock ? await query.for("update") : await query;
    return row;
  }

  /** Each user's organisation ids, in the order they joined. */
  async function memberships(
    executor: Executor,
    userIds: readonly string[],
  ): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return result;
    const rows = await executor
      .select()
      .from(t.organisationMemberships)
      .where(inArray(t.organisationMemberships.userId, [...userIds]))
      .orderBy(
        asc(t.organisationMemberships.createdAt),
        asc(t.organisationMemberships.organisationId),
      );
    for (const row of rows) result.get(row.userId)?.push(row.organisationId);
    return result;
  }

  /** Organisations by id with their member counts, by name; unknown ids are left out. */
  async function organisations(
    executor: Executor,
    ids: readonly string[],
  ): Promise<AdminOrganisationRow[]> {
    if (ids.length === 0) return [];
    const rows = await executor
      .select({
        id: t.organisations.id,
        name: t.organisations.name,
        subRegion: t.organisations.subRegion,
        country: t.organisations.country,
        city: t.organisations.city,
        members:
          sql<number>`(select count(*) from ${t.organisationMemberships} m where m.organisation_id = ${t.organisations.id})`.mapWith(
            Number,
          ),
      })
      .from(t.organisations)
      .where(inArray(t.organisations.id, [...ids]))
      .orderBy(asc(t.organisations.name));
    return rows;
  }

  /** Every customer organisation's id (not the group's own). */
  async function customerOrganisationIds(): Promise<string[]> {
    const rows = await db
      .select({ id: t.organisations.id })
      .from(t.organisations)
      .where(eq(t.organisations.internal, false))
      .orderBy(asc(t.organisations.name));
    return rows.map((row) => row.id);
  }

  async function accessRows(executor: Executor, userId: string): Promise<AccessRow[]> {
    return executor
      .select()
      .from(t.applicationAccess)
      .where(eq(t.applicationAccess.userId, userId));
  }

  async function accessRow(
    executor: Executor,
    userId: string,
    application: AdministeredApplication,
  ): Promise<AccessRow | undefined> {
    const [row] = await executor
      .select()
      .from(t.applicationAccess)
      .where(
        and(
          eq(t.applicationAccess.userId, userId),
          eq(t.applicationAccess.application, application),
        ),
      )
      .for("update");
    return row;
  }

  /** Writes an application's access (insert or update); `updatedAt` is now. */
  async function setAccess(
    executor: Executor,
    userId: string,
    application: AdministeredApplication,
    values: Partial<Omit<AccessRow, "userId" | "application" | "updatedAt">> & {
      state: ApplicationAccessState;
    },
  ): Promise<void> {
    const now = new Date();
    await executor
      .insert(t.applicationAccess)
      .values({ userId, application, ...values, updatedAt: now })
      .onConflictDoUpdate({
        target: [t.applicationAccess.userId, t.applicationAccess.application],
        set: { ...values, updatedAt: now },
      });
  }

  /**
   * Rewrites the user's roles from their access (the domain's `rolesForAccess`), so their next
   * ID token carries the change; `adjust` changes roles no application grants (artemis's user
   * type) first. Answers the roles before and after.
   */
  async function rewriteRoles(
    executor: Executor,
    userId: string,
    adjust: (roles: string[]) => string[] = (roles) => roles,
  ): Promise<{ before: string[]; after: string[] }> {
    const row = await user(executor, userId);
    if (!row) return { before: [], after: [] };
    const access = Object.fromEntries(
      (await accessRows(executor, userId)).map((a) => [a.application, a.state]),
    );
    const after = rolesForAccess(rolePrefix, adjust([...row.roles]), access, row.internal);
    const changed =
      after.length !== row.roles.length || after.some((role, i) => role !== row.roles[i]);
    if (changed) await executor.update(t.users).set({ roles: after }).where(eq(t.users.id, userId));
    return { before: row.roles, after };
  }

  async function audit(
    executor: Executor,
    entry: {
      actor: Actor;
      action: string;
      target: Pick<UserRow, "id" | "firstName" | "lastName" | "email">;
      application?: AdministeredApplication | null;
      organisation?: string | null;
      before?: string | null;
      after?: string | null;
    },
  ): Promise<void> {
    await executor.insert(t.auditLog).values({
      actorId: entry.actor.id,
      actorName: entry.actor.name,
      actorEmail: entry.actor.email,
      action: entry.action,
      targetId: entry.target.id,
      targetName: displayName(entry.target),
      targetEmail: entry.target.email,
      application: entry.application ?? null,
      organisation: entry.organisation ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  }

  /**
   * Invitations past their expiry become `inviteExpired` (of one user, or everyone's), with
   * the user's roles rewritten and an audit entry by the system: an expired invitation then
   * reads as expired everywhere, the ID token included. Cheap when nothing is due (an index on
   * state and expiry), so it runs before every read that shows a state.
   */
  async function expireInvitationsIn(executor: Executor, userId?: string): Promise<number> {
    const expired = await executor
      .update(t.applicationAccess)
      .set({ state: "inviteExpired", updatedAt: new Date() })
      .where(
        and(
          eq(t.applicationAccess.state, "invited"),
          lte(t.applicationAccess.inviteExpiresAt, new Date()),
          userId ? eq(t.applicationAccess.userId, userId) : undefined,
        ),
      )
      .returning({
        userId: t.applicationAccess.userId,
        application: t.applicationAccess.application,
      });
    for (const userIdOf of new Set(expired.map((row) => row.userId))) {
      const target = await user(executor, userIdOf);
      if (!target) continue;
      const roles = await rewriteRoles(executor, userIdOf);
      for (const row of expired.filter((e) => e.userId === userIdOf)) {
        await audit(executor, {
          actor: SYSTEM_ACTOR,
          action: "inviteExpired",
          target,
          application: row.application,
          before: "invited",
          after: withRoles("inviteExpired", roles),
        });
      }
    }
    return expired.length;
  }

  /** `state`, with the roles it changed when it changed any. */
  function withRoles(state: string, roles: { before: string[]; after: string[] }): string {
    const change = rolesChange(roles.before, roles.after);
    return change ? `${state}; roles ${change}` : state;
  }

  /**
   * Creates an invitation for one application (replacing the user's open ones for it) and
   * queues its e-mail, in the caller's transaction. Answers the token (only ever in the e-mail).
   */
  async function issueInvitation(
    executor: Executor,
    input: {
      user: UserRow;
      application: AdministeredApplication;
      locale: string;
      inviter: Actor;
      organisationName: string;
      expiresAt: Date;
    },
  ): Promise<{ token: string }> {
    await executor
      .delete(t.invitations)
      .where(
        and(
          eq(t.invitations.userId, input.user.id),
          eq(t.invitations.application, input.application),
          isNull(t.invitations.acceptedAt),
        ),
      );
    const token = randomBytes(32).toString("base64url");
    await executor.insert(t.invitations).values({
      id: randomUUID(),
      tokenHash: hashToken(token),
      userId: input.user.id,
      application: input.application,
      locale: input.locale,
      expiresAt: input.expiresAt,
    });
    const mail = invitationMail({
      inviterName: input.inviter.name,
      inviteeName: `${input.user.firstName} ${input.user.lastName}`.trim(),
      application: input.application,
      organisationName: input.organisationName,
      link: invitationLink(options.appUrl, input.locale, token),
      expiresAt: input.expiresAt,
      registered: input.user.passwordHash !== null,
    });
    await outbox.enqueue(executor, {
      to: input.user.email,
      ...mail,
      kind: "invitation",
      userId: input.user.id,
    });
    return { token };
  }

  /**
   * Whether the user `u` is one of the group's own people, in SQL: the domain's `isInternalUser`
   * (the internal flag, an address of a company domain or a subdomain, the internal admin role).
   */
  const internalUser = (): SQL => {
    const domain = sql`lower(split_part(u.email, '@', 2))`;
    const domains = options.companyDomains.map((d) => d.trim().toLowerCase()).filter(Boolean);
    const ofCompany = domains.map(
      (d) => sql`(${domain} = ${d} or ${domain} like ${`%.${likeLiteral(d)}`})`,
    );
    return sql`(u.internal
      ${ofCompany.length > 0 ? sql`or ${sql.join(ofCompany, sql` or `)}` : sql``}
      or exists (
        select 1 from jsonb_array_elements_text(u.roles) role
        where lower(role) = ${`${rolePrefix}_delegatedadmin_intern`.toLowerCase()}
      ))`;
  };

  /** The WHERE of the list, shared by its count and its page. */
  function listConditions(
    filter: AdminUserFilter,
    scopeOrgIds: readonly string[],
    limits: ListLimits,
  ): SQL {
    const conditions: SQL[] = [];
    if (limits.hideInternalUsers) conditions.push(sql`not ${internalUser()}`);
    const search = filter.search?.trim();
    if (search) {
      const pattern = containing(search);
      conditions.push(sql`(
        (u.first_name || ' ' || u.last_name) ilike ${pattern}
        or u.email ilike ${pattern}
        or exists (
          select 1 from ${t.organisationMemberships} sm
          join ${t.organisations} so on so.id = sm.organisation_id
          where sm.user_id = u.id and sm.organisation_id in (${inList(scopeOrgIds)})
            and so.name ilike ${pattern}
        )
      )`);
    }
    if (filter.state) conditions.push(sql`r.state = ${filter.state}`);
    if (filter.application) conditions.push(sql`r.application = ${filter.application}`);
    return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  }

  /**
   * The rows (user × application access; a user without any: one row without application) of
   * the users who belong to one of `scopeOrgIds`, as a SQL source for the list. Only the access
   * rows of `applications` count: a user with access to others only has a row without one.
   */
  const listRows = (scopeOrgIds: readonly string[], applications: readonly string[]) => {
    const listed =
      applications.length > 0 ? sql`a.application in (${inList(applications)})` : sql`false`;
    return sql`
    with visible as (
      select distinct m.user_id from ${t.organisationMemberships} m
      where m.organisation_id in (${inList(scopeOrgIds)})
    ),
    list_rows as (
      select a.user_id, a.application, a.state, a.requested_at, a.requested_by
      from ${t.applicationAccess} a join visible v on v.user_id = a.user_id
      where a.state <> 'unknown' and ${listed}
      union all
      select v.user_id, null, 'unknown', null, null from visible v
      where not exists (
        select 1 from ${t.applicationAccess} a
        where a.user_id = v.user_id and a.state <> 'unknown' and ${listed}
      )
    )`;
  };

  return {
    user: (id: string, lock = false, executor: Executor = db) => user(executor, id, lock),
    userByEmail: async (email: string) => {
      const [row] = await db
        .select()
        .from(t.users)
        .where(eq(t.users.email, email.trim().toLowerCase()));
      return row;
    },
    memberships: (userIds: readonly string[], executor: Executor = db) =>
      memberships(executor, userIds),
    organisations: (ids: readonly string[], executor: Executor = db) =>
      organisations(executor, ids),
    customerOrganisationIds,
    accessRows: (userId: string, executor: Executor = db) => accessRows(executor, userId),
    accessRow,
    setAccess,
    rewriteRoles,
    audit,
    withRoles,
    issueInvitation,

    /** Invitations past their expiry become `inviteExpired` (see `expireInvitationsIn`). */
    expireInvitations: (userId?: string, executor?: Executor) =>
      executor
        ? expireInvitationsIn(executor, userId)
        : db.transaction((tx) => expireInvitationsIn(tx, userId)),

    /** When an invitation sent now expires. */
    inviteExpiry: (from = new Date()) => new Date(from.getTime() + INVITATION_VALID_DAYS * DAY_MS),

    /** The locale of the user's last invitation for an application, for a new one. */
    async lastInvitationLocale(
      executor: Executor,
      userId: string,
      application: AdministeredApplication,
    ): Promise<string | undefined> {
      const [row] = await executor
        .select({ locale: t.invitations.locale })
        .from(t.invitations)
        .where(and(eq(t.invitations.userId, userId), eq(t.invitations.application, application)))
        .orderBy(desc(t.invitations.createdAt))
        .limit(1);
      return row?.locale;
    },

    /** Removes the user's open invitations for an application (withdrawn): their links stop working. */
    async dropInvitations(
      executor: Executor,
      userId: string,
      application: AdministeredApplication,
    ): Promise<void> {
      await executor
        .delete(t.invitations)
        .where(
          and(
            eq(t.invitations.userId, userId),
            eq(t.invitations.application, application),
            isNull(t.invitations.acceptedAt),
          ),
        );
    },

    /**
     * One page of the list for an administrator whose scope is `scopeOrgIds` (their
     * organisations, or the one the filter names): pending requests first, then by name (as
     * shown: first name, last name), then e-mail and application in dashboard order. Each row's
     * organisation is the first (by name) of the user's organisations in the scope. Three
     * queries: count, page, and the page's member counts. `limits` leaves out what an external
     * administrator does not manage (issue 41).
     */
    async list(
      scopeOrgIds: readonly string[],
      filter: AdminUserFilter,
      window: { limit: number; offset: number },
      limits: ListLimits = { hideInternalUsers: false, applications: ADMINISTERED_APPLICATIONS },
    ): Promise<{ items: AdminListRow[]; total: number }> {
      if (scopeOrgIds.length === 0) return { items: [], total: 0 };
      if (filter.application && !limits.applications.includes(filter.application)) {
        return { items: [], total: 0 };
      }
      const where = listConditions(filter, scopeOrgIds, limits);
      const [countRow] = rowsOf<{ n: string | number }>(
        await db.execute(sql`${listRows(scopeOrgIds, limits.applications)}
          select count(*) as n from list_rows r join ${t.users} u on u.id = r.user_id where ${where}`),
      );
      const total = Number(countRow?.n ?? 0);
      if (total === 0 || window.limit === 0) return { items: [], total };
      const order = sql.join(
        ADMINISTERED_APPLICATIONS.map((application) => sql`${application}`),
        sql`, `,
      );
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`${listRows(scopeOrgIds, limits.applications)}
          select r.user_id, r.application, r.state, r.requested_at, r.requested_by,
            u.first_name, u.last_name, u.email, u.internal,
            o.id as org_id, o.name as org_name, o.sub_region, o.country, o.city
          from list_rows r
          join ${t.users} u on u.id = r.user_id
          join lateral (
            select so.id, so.name, so.sub_region, so.country, so.city
            from ${t.organisationMemberships} sm join ${t.organisations} so on so.id = sm.organisation_id
            where sm.user_id = r.user_id and sm.organisation_id in (${inList(scopeOrgIds)})
            order by so.name, so.id limit 1
          ) o on true
          where ${where}
          order by (r.state = 'pending') desc, lower(u.first_name), lower(u.last_name), u.email,
            array_position(array[${order}]::text[], r.application) nulls first
          limit ${window.limit} offset ${window.offset}`),
      );
      const members = new Map(
        (await organisations(db, [...new Set(rows.map((row) => String(row.org_id)))])).map((o) => [
          o.id,
          o.members,
        ]),
      );
      const date = (value: unknown) => (value == null ? null : new Date(value as string | Date));
      return {
        total,
        items: rows.map((row) => ({
          userId: String(row.user_id),
          firstName: String(row.first_name),
          lastName: String(row.last_name),
          email: String(row.email),
          internal: Boolean(row.internal),
          application: (row.application as AdministeredApplication | null) ?? null,
          state: row.state as ApplicationAccessState,
          requestedAt: date(row.requested_at),
          requestedBy: (row.requested_by as string | null) ?? null,
          organisation: {
            id: String(row.org_id),
            name: String(row.org_name),
            subRegion: String(row.sub_region),
            country: String(row.country),
            city: String(row.city),
            members: members.get(String(row.org_id)) ?? 0,
          },
        })),
      };
    },

    /**
     * The user's audit history, newest first; with `applications`, only the entries about one of
     * them or about none (what an external administrator may see, issue 41).
     */
    auditTrail(
      userId: string,
      limit: number,
      applications?: readonly AdministeredApplication[],
    ): Promise<AuditRow[]> {
      return db
        .select()
        .from(t.auditLog)
        .where(
          and(
            eq(t.auditLog.targetId, userId),
            applications
              ? or(
                  isNull(t.auditLog.application),
                  applications.length > 0
                    ? inArray(t.auditLog.application, [...applications])
                    : undefined,
                )
              : undefined,
          ),
        )
        .orderBy(desc(t.auditLog.at), desc(t.auditLog.id))
        .limit(limit);
    },

    /** The applications the user asked for that wait for an administrator (the dashboard's). */
    async pendingRequests(userId: string): Promise<AdministeredApplication[]> {
      const rows = await db
        .select({ application: t.applicationAccess.application })
        .from(t.applicationAccess)
        .where(
          and(eq(t.applicationAccess.userId, userId), eq(t.applicationAccess.state, "pending")),
        );
      return ADMINISTERED_APPLICATIONS.filter((a) => rows.some((row) => row.application === a));
    },

    /**
     * The dashboard's "Request access": an application the user has no access to (unknown,
     * inactive, declined or an expired invitation) becomes `pending`, requested now by the
     * user, for an administrator to accept or decline; anything else stays as it is.
     */
    async requestAccess(userId: string, application: AdministeredApplication): Promise<void> {
      await db.transaction(async (tx) => {
        const requester = await user(tx, userId, true);
        if (!requester) return;
        await expireInvitationsIn(tx, userId);
        const current = (await accessRow(tx, userId, application))?.state ?? "unknown";
        if (!["unknown", "inactive", "declined", "inviteExpired"].includes(current)) return;
        const now = new Date();
        await setAccess(tx, userId, application, {
          state: "pending",
          requestedAt: now,
          requestedBy: displayName(requester),
        });
        const roles = await rewriteRoles(tx, userId);
        await audit(tx, {
          actor: actorOf(requester),
          action: "requestAccess",
          target: requester,
          application,
          before: current,
          after: withRoles("pending", roles),
        });
      });
    },

    /**
     * A usable invitation by its token: not accepted, not expired, and its access still
     * `invited`; otherwise undefined (unknown, used, expired or withdrawn all read the same).
     */
    async openInvitation(
      token: string,
    ): Promise<{ invitation: InvitationRow; user: UserRow } | undefined> {
      if (!token) return undefined;
      const [invitation] = await db
        .select()
        .from(t.invitations)
        .where(eq(t.invitations.tokenHash, hashToken(token)));
      if (!invitation || invitation.acceptedAt || invitation.expiresAt <= new Date()) {
        if (invitation) await db.transaction((tx) => expireInvitationsIn(tx, invitation.userId));
        return undefined;
      }
      const [invitee, access] = await Promise.all([
        user(db, invitation.userId),
        db
          .select()
          .from(t.applicationAccess)
          .where(
            and(
              eq(t.applicationAccess.userId, invitation.userId),
              eq(t.applicationAccess.application, invitation.application),
            ),
          ),
      ]);
      if (!invitee || access[0]?.state !== "invited") return undefined;
      return { invitation, user: invitee };
    },

    /**
     * Accepts an invitation for the user it was sent to: sets their password when given (an
     * invitee's first), marks it used, makes the access active and rewrites the roles, with an
     * audit entry by the user. False when the invitation is no longer usable.
     */
    async acceptInvitation(token: string, userId: string, passwordHash?: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const invitee = await user(tx, userId, true);
        // A password is set only once this way: a registered user signs in instead.
        if (!invitee || (passwordHash && invitee.passwordHash)) return false;
        await expireInvitationsIn(tx, userId);
        const [invitation] = await tx
          .select()
          .from(t.invitations)
          .where(eq(t.invitations.tokenHash, hashToken(token)))
          .for("update");
        if (
          !invitation ||
          invitation.userId !== userId ||
          invitation.acceptedAt ||
          invitation.expiresAt <= new Date()
        ) {
          return false;
        }
        const access = await accessRow(tx, userId, invitation.application);
        if (access?.state !== "invited") return false;
        if (passwordHash) {
          await tx.update(t.users).set({ passwordHash }).where(eq(t.users.id, userId));
        }
        await tx
          .update(t.invitations)
          .set({ acceptedAt: new Date() })
          .where(eq(t.invitations.id, invitation.id));
        await setAccess(tx, userId, invitation.application, { state: "active" });
        const roles = await rewriteRoles(tx, userId);
        await audit(tx, {
          actor: actorOf(invitee),
          action: "acceptInvitation",
          target: invitee,
          application: invitation.application,
          before: "invited",
          after: withRoles("active", roles),
        });
        return true;
      });
    },
  };
}

/** User administration's data. */
export type UserAdminStore = ReturnType<typeof createUserAdminStore>;
