import { randomUUID } from "node:crypto";
import {
  ADMINISTERED_APPLICATIONS,
  type AdministeredApplication,
  type AdministrationRules,
  type Administrator,
  type ApplicationAccessState,
  type ApplicationAction,
  administrableApplications,
  applicationActions,
  applicationRole,
  applyApplicationAction,
  canManageUser,
  canSeeUser,
  effectiveAccessState,
  fieldErrors,
  inviteSchema,
  isCompanyEmail,
  mayAdministerApplication,
  mayGrantRole,
  toAuthUser,
} from "@wire/domain";
import { and, eq, isNull } from "drizzle-orm";
import { createGraphQLError } from "graphql-yoga";
import type { Database, Transaction } from "../db/connect";
import * as t from "../db/schema";
import { type MailOutbox, mailStatus } from "../mail/mailOutbox";
import {
  type AccessRow,
  type AdminUserFilter,
  type AuditRow,
  actorOf,
  displayName,
  type UserAdminStore,
  type UserRow,
} from "./userAdminStore";
import { pageWindow, type Viewer } from "./viewer";

interface Context {
  viewer: Viewer;
}

/** Why user administration refused (`extensions.reason`; see the SIS schema's description). */
type ForbiddenReason = "NOT_ADMIN" | "USER_FORBIDDEN" | "PERMISSION_LOST";

const FORBIDDEN_MESSAGES: Record<ForbiddenReason, string> = {
  NOT_ADMIN: "User administration needs a delegated administrator role",
  USER_FORBIDDEN: "This user belongs to no organisation you administer",
  PERMISSION_LOST: "You no longer have permission for this",
};

const forbidden = (reason: ForbiddenReason) =>
  createGraphQLError(FORBIDDEN_MESSAGES[reason], { extensions: { code: "FORBIDDEN", reason } });

const notFound = (what: string) =>
  createGraphQLError(`${what} not found`, { extensions: { code: "NOT_FOUND" } });

const invalid = (fields: Record<string, string>, extensions: Record<string, unknown> = {}) =>
  createGraphQLError("The input is not valid", {
    extensions: { code: "BAD_USER_INPUT", fields, ...extensions },
  });

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * An action the level rule refuses (issue 41): what was tried on whom, for the audit entry
 * written once the action's transaction has been rolled back. Answered as PERMISSION_LOST.
 */
class Refusal extends Error {
  constructor(
    readonly entry: {
      /** The user the action was on; an invitation's refusal is the inviting administrator's. */
      target: Pick<UserRow, "id" | "firstName" | "lastName" | "email">;
      /** The mutation tried, e.g. `withdrawAccess`. */
      attempted: string;
      /** Why, as the audit history shows it, e.g. `internal user`. */
      reason: string;
      application?: AdministeredApplication | null;
      organisation?: string | null;
    },
  ) {
    super(entry.reason);
  }
}

/** Locales a link may carry: `en`, `de-ch`; anything else gets English. */
const linkLocale = (locale: string | null | undefined) =>
  locale && /^[a-z]{2}(-[a-z]{2})?$/i.test(locale) ? locale.toLowerCase() : "en";

/** What the signed-in administrator may do, read from the database on every call. */
interface AdminScope {
  actor: UserRow;
  internal: boolean;
  /** Their organisations: whose users they see. */
  organisationIds: string[];
  /** Where they may invite and add users: their own (external) or every customer's (internal). */
  assignableIds: string[];
  /** The administrator as the domain's level rules take them. */
  admin: Administrator;
  /** The applications they see and administer (issue 41: external ones, no internal ones). */
  applications: readonly AdministeredApplication[];
}

/**
 * User administration (spec §3, §4, §6; rules in the SIS schema's description): the list, a
 * user's detail and every action, merged into the SIS service. Every call checks the caller's
 * delegated-admin role in the database (not the token), and every action re-checks inside its
 * transaction that the user still shares an organisation with the caller, then writes the
 * change, the user's roles, the audit entry and any e-mail in that one transaction.
 *
 * Levels (issue 41, the domain's `canManageUser`, `administrableApplications`, `mayGrantRole`,
 * `isCompanyEmail`): an administrator manages only users at or below their own level. An
 * external administrator never sees an internal user (the list leaves them out, their detail
 * answers NOT_FOUND), an internal application or an internal role, and may not act on them,
 * grant an administrator role or invite an address of the company's own domains. Such an action
 * answers FORBIDDEN (`PERMISSION_LOST`, the permission message of spec §8), changes nothing and
 * is written to the audit history as `refused` (on the user concerned; for an invitation, on the
 * inviting administrator).
 */
export function createUserAdminResolvers(
  db: Database,
  options: {
    rolePrefix: string;
    /** The company's own e-mail domains (`COMPANY_EMAIL_DOMAINS`). */
    companyDomains: readonly string[];
    store: UserAdminStore;
    outbox: MailOutbox;
    /** Called after an e-mail was queued and committed: the local worker sends it at once. */
    onMailQueued: () => void;
  },
) {
  const { store, rolePrefix } = options;
  const rules: AdministrationRules = { rolePrefix, companyDomains: options.companyDomains };

  /** The caller as an administrator, or FORBIDDEN: NOT_ADMIN, or PERMISSION_LOST if the token still says admin. */
  async function adminScope(viewer: Viewer): Promise<AdminScope> {
    const actor = await store.user(viewer.sub);
    const flags = actor ? toAuthUser({ sub: actor.id, roles: actor.roles }, rolePrefix) : null;
    if (!actor || !flags || !(flags.isDelegatedAdminInternal || flags.isDelegatedAdminExternal)) {
      throw forbidden(viewer.areas.includes("userAdmin") ? "PERMISSION_LOST" : "NOT_ADMIN");
    }
    const internal = flags.isDelegatedAdminInternal;
    const own = (await store.memberships([actor.id])).get(actor.id) ?? [];
    const known = new Set((await store.organisations(own)).map((o) => o.id));
    const organisationIds = own.filter((id) => known.has(id));
    const admin = { internal };
    return {
      actor,
      internal,
      organisationIds,
      assignableIds: internal ? await store.customerOrganisationIds() : organisationIds,
      admin,
      applications: administrableApplications(admin),
    };
  }

  const sees = (scope: AdminScope, userOrgIds: readonly string[]) =>
    canSeeUser({ organizationIds: scope.organisationIds }, { organizationIds: userOrgIds });

  /** Whether the user stands at or below the administrator's level (issue 41). */
  const manages = (scope: AdminScope, user: UserRow) => canManageUser(scope.admin, user, rules);

  /** Writes a refusal to the audit history (its action rolled back) and answers the permission error. */
  async function refused(scope: AdminScope, refusal: Refusal) {
    const { target, attempted, reason, application, organisation } = refusal.entry;
    await store.audit(db, {
      actor: actorOf(scope.actor),
      action: "refused",
      target,
      application: application ?? null,
      organisation: organisation ?? null,
      before: attempted,
      after: reason,
    });
    return forbidden("PERMISSION_LOST");
  }

  /** Runs `work`; a `Refusal` it throws is audited and answered as the permission error. */
  async function refusing<T>(scope: AdminScope, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Refusal) throw await refused(scope, error);
      throw error;
    }
  }

  /** The `AdminUser` answer for a user (without its audit trail, resolved when asked). */
  async function adminUser(scope: AdminScope, userId: string) {
    const user = await store.user(userId);
    if (!user) throw notFound("User");
    const [memberIds, access, mail] = await Promise.all([
      store.memberships([userId]).then((m) => m.get(userId) ?? []),
      store.accessRows(userId),
      options.outbox.latestFor(userId, "invitation"),
    ]);
    const shown = scope.internal
      ? memberIds
      : memberIds.filter((id) => scope.organisationIds.includes(id));
    const now = new Date();
    return {
      id: user.id,
      name: displayName(user),
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      internal: user.internal,
      country: user.country,
      language: user.language,
      registered: user.passwordHash !== null,
      organisations: await store.organisations(shown),
      applications: scope.applications.map((application) =>
        applicationAccess(
          user,
          application,
          access.find((a) => a.application === application),
          now,
        ),
      ),
      // An external administrator sees no internal role (the internal applications' and admin roles).
      roles: user.roles.filter((role) => mayGrantRole(scope.admin, role, rolePrefix)),
      invitation: mail
        ? {
            id: mail.id,
            to: mail.to,
            status: mailStatus(mail),
            attempts: mail.attempts,
            lastError: mail.lastError,
            createdAt: iso(mail.createdAt),
            sentAt: iso(mail.sentAt),
            nextAttemptAt: mail.sentAt ? null : iso(mail.nextAttemptAt),
          }
        : null,
      deletable: user.id !== scope.actor.id,
      /** For `auditTrail`: the entries an external administrator may read. */
      auditApplications: scope.internal ? undefined : scope.applications,
    };
  }

  function applicationAccess(
    user: UserRow,
    application: AdministeredApplication,
    row: AccessRow | undefined,
    now: Date,
  ) {
    const state = row ? effectiveAccessState(row.state, row.inviteExpiresAt, now) : "unknown";
    return {
      application,
      state,
      actions: applicationActions(state),
      role: applicationRole(rolePrefix, application, state, user.internal),
      requestedAt: iso(row?.requestedAt),
      requestedBy: row?.requestedBy ?? null,
      invitedAt: iso(row?.invitedAt),
      inviteExpiresAt: iso(row?.inviteExpiresAt),
      updatedAt: iso(row?.updatedAt),
      artemisOnPremises:
        application === "artemis"
          ? user.roles.some(
              (role) => role.toLowerCase() === `${rolePrefix}_artemis_onpremuser`.toLowerCase(),
            )
          : null,
    };
  }

  /**
   * Runs an action on a visible user: the caller must be an administrator now; the user must
   * exist (NOT_FOUND) and, with their row locked, still share an organisation with the caller
   * (else PERMISSION_LOST, nothing changed). Expired invitations are settled first, so the
   * action sees the state the administrator saw. Answers the user afterwards.
   */
  async function act(
    viewer: Viewer,
    userId: string,
    /** The mutation and the application it concerns, for a refusal's audit entry. */
    attempt: { mutation: string; application?: AdministeredApplication },
    work: (input: {
      tx: Transaction;
      scope: AdminScope;
      target: UserRow;
      orgIds: string[];
    }) => Promise<void>,
  ) {
    const scope = await adminScope(viewer);
    await refusing(scope, () =>
      db.transaction(async (tx) => {
        const target = await store.user(userId, true, tx);
        if (!target) throw notFound("User");
        const orgIds = (await store.memberships([userId], tx)).get(userId) ?? [];
        if (!sees(scope, orgIds)) throw forbidden("PERMISSION_LOST");
        if (!manages(scope, target)) {
          throw new Refusal({
            target,
            attempted: attempt.mutation,
            reason: "internal user",
            application: attempt.application ?? null,
          });
        }
        await store.expireInvitations(userId, tx);
        await work({ tx, scope, target, orgIds });
      }),
    );
    // Committed: an invitation it queued can go out now rather than at the next poll.
    options.onMailQueued();
    return adminUser(scope, userId);
  }

  /** What an access action writes besides the state. */
  async function changeAccess(
    viewer: Viewer,
    args: {
      userId: string;
      application: AdministeredApplication;
      artemisOnPremises?: boolean | null;
    },
    action: ApplicationAction,
    mutation: string,
  ) {
    const { application } = args;
    if (!ADMINISTERED_APPLICATIONS.includes(application)) {
      throw invalid({ application: "Please select an item" });
    }
    return act(
      viewer,
      args.userId,
      { mutation, application },
      async ({ tx, scope, target, orgIds }) => {
        if (!mayAdministerApplication(scope.admin, application)) {
          throw new Refusal({
            target,
            attempted: mutation,
            reason: "internal application",
            application,
          });
        }
        const row = await store.accessRow(tx, target.id, application);
        const before: ApplicationAccessState = row?.state ?? "unknown";
        let next: ApplicationAccessState;
        try {
          next = applyApplicationAction(before, action);
        } catch (error) {
          throw invalid({ action: (error as Error).message });
        }
        // Never a role above the administrator's own (an internal application's or an admin role).
        const granted = applicationRole(rolePrefix, application, next, target.internal);
        if (granted && !mayGrantRole(scope.admin, granted, rolePrefix)) {
          throw new Refusal({
            target,
            attempted: mutation,
            reason: `role ${granted}`,
            application,
          });
        }
        const now = new Date();
        const inviting =
          action === "addApplication" || action === "resendInvite" || action === "sendNewInvite";
        const actor = actorOf(scope.actor);
        if (inviting) {
          const expiresAt = store.inviteExpiry(now);
          await store.setAccess(tx, target.id, application, {
            state: next,
            requestedAt: now,
            requestedBy: actor.name,
            invitedAt: now,
            inviteExpiresAt: expiresAt,
          });
          const organisation =
            (
              await store.organisations(
                orgIds.filter((id) => scope.organisationIds.includes(id)),
                tx,
              )
            )[0] ?? (await store.organisations(orgIds, tx))[0];
          await store.issueInvitation(tx, {
            user: target,
            application,
            locale: linkLocale(
              (await store.lastInvitationLocale(tx, target.id, application)) ?? target.language,
            ),
            inviter: actor,
            organisationName: organisation?.name ?? "",
            expiresAt,
          });
        } else {
          await store.setAccess(tx, target.id, application, {
            state: next,
            // A withdrawn invitation no longer expires; the dates of the request stay for history.
            ...(next === "unknown" ? { invitedAt: null, inviteExpiresAt: null } : {}),
          });
          if (action === "withdraw") await store.dropInvitations(tx, target.id, application);
        }
        const onPremRole = `${rolePrefix}_artemis_onpremuser`;
        const onPremises =
          application === "artemis" && action === "update" ? args.artemisOnPremises : null;
        const roles = await store.rewriteRoles(tx, target.id, (current) => {
          if (onPremises === null || onPremises === undefined) return current;
          const others = current.filter((role) => role.toLowerCase() !== onPremRole.toLowerCase());
          return onPremises ? [...others, onPremRole] : others;
        });
        await store.audit(tx, {
          actor,
          action: mutation,
          target,
          application,
          before,
          after: store.withRoles(
            onPremises === null || onPremises === undefined
              ? next
              : `${next}, ${onPremises ? "on premises" : "cloud"}`,
            roles,
          ),
        });
      },
    );
  }

  /** The organisation an action names: NOT_FOUND if unknown, PERMISSION_LOST if not the caller's to assign. */
  async function assignable(scope: AdminScope, organisationId: string, tx: Transaction) {
    const [organisation] = await store.organisations([organisationId], tx);
    if (!organisation) throw notFound("Organisation");
    if (!scope.assignableIds.includes(organisation.id)) throw forbidden("PERMISSION_LOST");
    return organisation;
  }

  const orgNames = async (ids: readonly string[], tx: Transaction) =>
    (await store.organisations(ids, tx)).map((o) => o.name).join(", ");

  type AccessArgs = { userId: string; application: AdministeredApplication };
  const accessMutation =
    (action: ApplicationAction, mutation: string) =>
    (_: unknown, args: AccessArgs & { artemisOnPremises?: boolean | null }, { viewer }: Context) =>
      changeAccess(viewer, args, action, mutation);

  return {
    Query: {
      userAdminScope: async (_: unknown, __: unknown, { viewer }: Context) => {
        const scope = await adminScope(viewer);
        return {
          internal: scope.internal,
          organisations: await store.organisations(scope.organisationIds),
          assignableOrganisations: await store.organisations(scope.assignableIds),
          applications: scope.applications,
        };
      },

      adminUsers: async (
        _: unknown,
        args: { filter?: AdminUserFilter | null; first?: number; offset?: number },
        { viewer }: Context,
      ) => {
        const scope = await adminScope(viewer);
        await store.expireInvitations();
        const filter = args.filter ?? {};
        const scopeIds = filter.organisationId
          ? scope.organisationIds.filter((id) => id === filter.organisationId)
          : scope.organisationIds;
        const page = await store.list(scopeIds, filter, pageWindow(args.first ?? 25, args.offset), {
          hideInternalUsers: !scope.internal,
          applications: scope.applications,
        });
        return {
          total: page.total,
          items: page.items.map((row) => ({
            key: `${row.userId}:${row.application ?? "none"}`,
            userId: row.userId,
            name: displayName(row),
            firstName: row.firstName,
            lastName: row.lastName,
            email: row.email,
            organisation: row.organisation,
            application: row.application,
            role: row.application
              ? applicationRole(rolePrefix, row.application, row.state, row.internal)
              : null,
            state: row.state,
            requestedBy: row.requestedBy,
            requestedAt: iso(row.requestedAt),
          })),
        };
      },

      adminUser: async (_: unknown, args: { id: string }, { viewer }: Context) => {
        const scope = await adminScope(viewer);
        const user = await store.user(args.id);
        // An internal user does not exist for an external administrator (issue 41).
        if (!user || !manages(scope, user)) throw notFound("User");
        const orgIds = (await store.memberships([user.id])).get(user.id) ?? [];
        if (!sees(scope, orgIds)) throw forbidden("USER_FORBIDDEN");
        await store.expireInvitations(user.id);
        return adminUser(scope, user.id);
      },
    },

    Mutation: {
      inviteUser: async (
        _: unknown,
        args: {
          input: {
            email: string;
            firstName?: string | null;
            lastName?: string | null;
            application: string;
            organisationId: string;
            locale?: string | null;
          };
        },
        { viewer }: Context,
      ) => {
        const scope = await adminScope(viewer);
        const { input } = args;
        const parsed = inviteSchema.safeParse({
          email: input.email,
          application: input.application,
          organization: input.organisationId,
        });
        if (!parsed.success) {
          // The schema's `organization` is the input's `organisationId`.
          const { organization, ...fields } = fieldErrors(parsed.error);
          throw invalid({ ...fields, ...(organization ? { organisationId: organization } : {}) });
        }
        const email = parsed.data.email;
        const application = parsed.data.application as AdministeredApplication;
        const companyAddress = isCompanyEmail(email, rules.companyDomains);
        const reason = !mayAdministerApplication(scope.admin, application)
          ? "internal application"
          : companyAddress && !scope.internal
            ? "company address"
            : null;
        if (reason) {
          // Before the address is looked up: an employee's address must not answer "exists".
          const [organisation] = scope.assignableIds.includes(parsed.data.organization)
            ? await store.organisations([parsed.data.organization])
            : [];
          throw await refused(
            scope,
            new Refusal({
              target: scope.actor,
              attempted: "inviteUser",
              reason: `${reason}: ${email}`,
              application: ADMINISTERED_APPLICATIONS.includes(application) ? application : null,
              organisation: organisation?.name ?? null,
            }),
          );
        }
        const existing = await store.userByEmail(email);
        if (existing) {
          // Only a user the administrator may manage is named; an internal one is not.
          throw invalid(
            { email: "The user already exists" },
            manages(scope, existing) ? { existingUserId: existing.id } : {},
          );
        }
        const id = `user-${randomUUID()}`;
        const now = new Date();
        await db
          .transaction(async (tx) => {
            const organisation = await assignable(scope, parsed.data.organization, tx);
            const actor = actorOf(scope.actor);
            const expiresAt = store.inviteExpiry(now);
            const locale = linkLocale(input.locale);
            const [user] = await tx
              .insert(t.users)
              .values({
                id,
                email,
                passwordHash: null,
                firstName: input.firstName?.trim() ?? "",
                lastName: input.lastName?.trim() ?? "",
                organisationId: organisation.id,
                roles: [],
                // An address of the company's own domains is an employee's (issue 41).
                internal: companyAddress,
                country: organisation.country || "CH",
                language: locale.slice(0, 2),
              })
              .returning();
            await tx
              .insert(t.organisationMemberships)
              .values({ userId: id, organisationId: organisation.id });
            await store.setAccess(tx, id, application, {
              state: "invited",
              requestedAt: now,
              requestedBy: actor.name,
              invitedAt: now,
              inviteExpiresAt: expiresAt,
            });
            const roles = await store.rewriteRoles(tx, id);
            await store.issueInvitation(tx, {
              user: user!,
              application,
              locale,
              inviter: actor,
              organisationName: organisation.name,
              expiresAt,
            });
            await store.audit(tx, {
              actor,
              action: "inviteUser",
              target: user!,
              application,
              organisation: organisation.name,
              after: store.withRoles("invited", roles),
            });
          })
          .catch((error: { code?: string; cause?: { code?: string } }) => {
            // Two administrators inviting one address at once: the e-mail's unique index decides.
            if (error?.code === "23505" || error?.cause?.code === "23505") {
              throw invalid({ email: "The user already exists" });
            }
            throw error;
          });
        options.onMailQueued();
        return adminUser(scope, id);
      },

      addToOrganisation: (
        _: unknown,
        args: { userId: string; organisationId: string },
        { viewer }: Context,
      ) =>
        act(
          viewer,
          args.userId,
          { mutation: "addToOrganisation" },
          async ({ tx, scope, target, orgIds }) => {
            const organisation = await assignable(scope, args.organisationId, tx);
            if (orgIds.includes(organisation.id)) {
              throw invalid({ organisationId: "The user already belongs to this organisation" });
            }
            await tx
              .insert(t.organisationMemberships)
              .values({ userId: target.id, organisationId: organisation.id });
            await store.audit(tx, {
              actor: actorOf(scope.actor),
              action: "addToOrganisation",
              target,
              organisation: organisation.name,
              before: await orgNames(orgIds, tx),
              after: await orgNames([...orgIds, organisation.id], tx),
            });
          },
        ),

      removeFromOrganisation: (
        _: unknown,
        args: { userId: string; organisationId: string },
        { viewer }: Context,
      ) =>
        act(
          viewer,
          args.userId,
          { mutation: "removeFromOrganisation" },
          async ({ tx, scope, target, orgIds }) => {
            if (target.id === scope.actor.id) {
              throw invalid({ organisationId: "You cannot remove yourself from an organisation" });
            }
            const organisation = await assignable(scope, args.organisationId, tx);
            if (!orgIds.includes(organisation.id)) {
              throw invalid({ organisationId: "The user does not belong to this organisation" });
            }
            const remaining = orgIds.filter((id) => id !== organisation.id);
            if (remaining.length === 0) {
              throw invalid({
                organisationId:
                  "The user's last organisation cannot be removed; delete the user instead",
              });
            }
            await tx
              .delete(t.organisationMemberships)
              .where(
                and(
                  eq(t.organisationMemberships.userId, target.id),
                  eq(t.organisationMemberships.organisationId, organisation.id),
                ),
              );
            // The ID token names one organisation: the primary one moves to the next membership.
            if (target.organisationId === organisation.id) {
              await tx
                .update(t.users)
                .set({ organisationId: remaining[0]! })
                .where(eq(t.users.id, target.id));
            }
            await store.audit(tx, {
              actor: actorOf(scope.actor),
              action: "removeFromOrganisation",
              target,
              organisation: organisation.name,
              before: await orgNames(orgIds, tx),
              after: await orgNames(remaining, tx),
            });
          },
        ),

      deleteUser: async (_: unknown, args: { userId: string }, { viewer }: Context) => {
        const scope = await adminScope(viewer);
        await refusing(scope, () =>
          db.transaction(async (tx) => {
            const target = await store.user(args.userId, true, tx);
            if (!target) throw notFound("User");
            const orgIds = (await store.memberships([target.id], tx)).get(target.id) ?? [];
            if (!sees(scope, orgIds)) throw forbidden("PERMISSION_LOST");
            if (!manages(scope, target)) {
              throw new Refusal({ target, attempted: "deleteUser", reason: "internal user" });
            }
            if (target.id === scope.actor.id)
              throw invalid({ userId: "You cannot delete yourself" });
            const access = await store.accessRows(target.id, tx);
            await tx.delete(t.applicationAccess).where(eq(t.applicationAccess.userId, target.id));
            await tx.delete(t.invitations).where(eq(t.invitations.userId, target.id));
            await tx
              .delete(t.organisationMemberships)
              .where(eq(t.organisationMemberships.userId, target.id));
            // Unsent invitations would carry a link that no longer works.
            await tx
              .delete(t.mailOutbox)
              .where(and(eq(t.mailOutbox.userId, target.id), isNull(t.mailOutbox.sentAt)));
            // What was only theirs goes with them; tickets and requests stay with the organisation.
            await tx.delete(t.carts).where(eq(t.carts.userId, target.id));
            await tx.delete(t.savedLists).where(eq(t.savedLists.userId, target.id));
            await tx.delete(t.notifications).where(eq(t.notifications.userId, target.id));
            await tx.delete(t.users).where(eq(t.users.id, target.id));
            await store.audit(tx, {
              actor: actorOf(scope.actor),
              action: "deleteUser",
              target,
              before: [
                await orgNames(orgIds, tx),
                ...access
                  .filter((a) => a.state !== "unknown")
                  .map((a) => `${a.application}: ${a.state}`),
              ]
                .filter(Boolean)
                .join("; "),
              after: "deleted",
            });
          }),
        );
        return true;
      },

      addApplication: accessMutation("addApplication", "addApplication"),
      grantAccess: accessMutation("grant", "grantAccess"),
      acceptRequest: accessMutation("accept", "acceptRequest"),
      updateAccess: accessMutation("update", "updateAccess"),
      resendInvite: accessMutation("resendInvite", "resendInvite"),
      sendNewInvite: accessMutation("sendNewInvite", "sendNewInvite"),
      declineAccess: accessMutation("decline", "declineAccess"),
      withdrawAccess: accessMutation("withdraw", "withdrawAccess"),
    },

    AdminUser: {
      auditTrail: async (
        user: { id: string; auditApplications?: readonly AdministeredApplication[] },
        args: { first?: number },
      ) =>
        (
          await store.auditTrail(
            user.id,
            pageWindow(args.first ?? 50, 0).limit,
            user.auditApplications,
          )
        ).map((row: AuditRow) => ({
          id: String(row.id),
          at: row.at.toISOString(),
          actorName: row.actorName,
          actorEmail: row.actorEmail,
          action: row.action,
          targetName: row.targetName,
          targetEmail: row.targetEmail,
          application: row.application,
          organisation: row.organisation,
          before: row.before,
          after: row.after,
        })),
    },
  };
}
