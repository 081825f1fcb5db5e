import {
  DescriptionList,
  EmptyState,
  FlashMessage,
  Heading,
  Link,
  StatusBadge,
  Text,
  Timeline,
} from "@wire/design-system";
import { mayAdministerApplication } from "@wire/domain";
import type { AccessAction, AdminUser } from "@wire/graphql";
import type { Metadata } from "next";
import { DialogAction } from "../../../../../../components/portal/DialogAction";
import { UserAccessMatrix } from "../../../../../../components/portal/UserAccessMatrix";
import { UserAdminActionForm } from "../../../../../../components/portal/UserAdminActionForm";
import { enumKey } from "../../../../../../i18n/enumKey";
import { formatCount, formatDateTime } from "../../../../../../portal/formatPortal";
import { firstParam } from "../../../../../../portal/listParams";
import { PortalFrame } from "../../../../../../portal/PortalFrame";
import { NoAccess, ServiceUnavailable } from "../../../../../../portal/PortalStates";
import { type PortalContext, portalContext } from "../../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../../portal/portalMetadata";
import { sisCall } from "../../../../../../portal/sisCall";
import { userAdminAction } from "../../../../../../portal/userAdminActions";
import {
  ACCESS_ACTIONS,
  ACCESS_STATE_TONE,
  ADMIN_ID,
  accessStateLabel,
  actionLabel,
  applicationName,
  auditActionLabel,
  auditChange,
  countryName,
  DESTRUCTIVE_ACCESS_ACTIONS,
  languageName,
  MAIL_STATUS_TONE,
  roleLabel,
} from "../../../../../../portal/userAdminPresentation";

interface Props {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The success notice after each action (`?done=`), a `userAdmin.done.*` key. */
const DONE_KEYS: readonly string[] = [
  "addToOrganisation",
  "removeFromOrganisation",
  ...ACCESS_ACTIONS,
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "userAdmin.title");
}

/**
 * `/{locale}/portal/user-admin/{id}`: one user the administrator shares an
 * organisation with: profile, memberships, each application's access with
 * exactly the actions the SIS allows for its state (spec §4), the last
 * invitation e-mail and the audit history. Destructive actions ask first
 * (`?confirm=` without scripts). An invalid or another organisation's user,
 * and a permission lost meanwhile, each have their own message (spec §8). An
 * internal user is not found for an external administrator, and only the
 * applications he administers are shown (issue 41, decided by the SIS).
 */
export default async function UserAdminDetailPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  const search = await searchParams;
  const path = `/${locale}/portal/user-admin/${encodeURIComponent(id)}`;
  const context = await portalContext(locale, path);
  const { t, sis } = context;
  const frame = (title: string, children: React.ReactNode) => (
    <PortalFrame locale={locale} area="userAdmin" title={title}>
      <Link href={context.href("userAdmin")}>{t("userAdmin.detail.backToList")}</Link>
      {children}
    </PortalFrame>
  );
  const problem = (message: string) =>
    frame(t("userAdmin.title"), <EmptyState icon="warning" title={message} />);
  if (!context.areas.includes("userAdmin")) {
    return frame(t("userAdmin.title"), <NoAccess context={context} area={t("userAdmin.title")} />);
  }
  if (!ADMIN_ID.test(id)) return problem(t("userAdmin.errors.invalidUser"));

  const [answer, scope] = await Promise.all([
    sisCall(() => sis.adminUser(id)),
    sisCall(() => sis.userAdminScope()),
  ]);
  if (!answer.ok) {
    if (answer.state === "notFound") return problem(t("userAdmin.errors.invalidUser"));
    if (answer.reason === "USER_FORBIDDEN") return problem(t("userAdmin.errors.forbiddenUser"));
    if (answer.reason === "PERMISSION_LOST") return problem(t("userAdmin.errors.permissionLost"));
    return frame(
      t("userAdmin.title"),
      answer.state === "forbidden" ? (
        <NoAccess context={context} area={t("userAdmin.title")} />
      ) : (
        <ServiceUnavailable context={context} />
      ),
    );
  }
  const user = answer.value;
  // The SIS answers only these; the screen keeps to the same rule should it ever send more.
  const admin = { internal: scope.ok && scope.value.internal };
  const applications = user.applications.filter((access) =>
    mayAdministerApplication(admin, access.application),
  );
  const assignable = scope.ok
    ? scope.value.assignableOrganisations.filter(
        (o) => !user.organisations.some((member) => member.id === o.id),
      )
    : [];
  const done = firstParam(search.done);
  const notice =
    done === "invite"
      ? t("userAdmin.invite.success", { email: user.email })
      : DONE_KEYS.includes(done)
        ? t(`userAdmin.done.${done}` as never)
        : null;
  const confirm = {
    kind: firstParam(search.confirm),
    application: firstParam(search.application),
    organisation: firstParam(search.organisation),
  };
  const shared = { locale, userId: user.id, hideLabel: t("flashMessage.hideButtonText") };
  const dialog = {
    path,
    closeHref: path,
    closeLabel: t("common.close"),
    cancelLabel: t("form.cancel"),
  };

  return frame(
    user.name,
    <>
      {notice ? (
        <FlashMessage type="success" text={notice} hideButtonText={shared.hideLabel} />
      ) : null}

      <Heading level={2}>{t("userAdmin.detail.profile")}</Heading>
      <Profile context={context} user={user} />

      <Heading level={2}>{t("userAdmin.organizations.title")}</Heading>
      {user.organisations.length === 0 ? <Text>{t("userAdmin.organizations.none")}</Text> : null}
      <ul>
        {user.organisations.map((organisation) => (
          <li key={organisation.id}>
            <Text>
              {t("userAdmin.organizations.entry", {
                name: organisation.name,
                city: organisation.city,
                country: countryName(organisation.country, context.language),
                members: formatCount(organisation.members, context.language),
              })}
            </Text>
            <DialogAction
              {...dialog}
              variant="critical"
              label={t("userAdmin.organizations.remove")}
              params={{ confirm: "removeFromOrganisation", organisation: organisation.id }}
              open={
                confirm.kind === "removeFromOrganisation" &&
                confirm.organisation === organisation.id
              }
              title={t("userAdmin.organizations.remove")}
              description={t("userAdmin.organizations.removeConfirm", {
                name: user.name,
                organization: organisation.name,
              })}
            >
              <UserAdminActionForm
                {...shared}
                action={userAdminAction}
                name="removeFromOrganisation"
                organisation={organisation.id}
                label={t("userAdmin.organizations.remove")}
                variant="critical"
              />
            </DialogAction>
          </li>
        ))}
      </ul>
      {assignable.length > 0 ? (
        <UserAdminActionForm
          {...shared}
          action={userAdminAction}
          name="addToOrganisation"
          label={t("userAdmin.organizations.add")}
          variant="secondary"
          select={{
            name: "organisation",
            label: t("userAdmin.invite.organization"),
            placeholder: t("form.selectPlaceholder"),
            options: assignable.map((o) => ({ id: o.id, label: `${o.name} (${o.city})` })),
          }}
        />
      ) : null}

      <Heading level={2}>{t("userAdmin.applications.title")}</Heading>
      <UserAccessMatrix
        caption={t("userAdmin.applications.title")}
        emptyText={t("userAdmin.organizations.none")}
        headers={{
          application: t("userAdmin.columns.application"),
          status: t("userAdmin.columns.status"),
          role: t("userAdmin.columns.role"),
          requested: t("userAdmin.columns.requestDate"),
          inviteExpires: t("userAdmin.applications.inviteExpiresAt"),
          updated: t("userAdmin.applications.updatedAt"),
          actions: t("partsCart.actions"),
        }}
        rows={applications.map((access) => {
          const name = applicationName(t, access.application);
          const when = (iso: string | null) => (iso ? formatDateTime(iso, context.language) : "");
          const button = (action: AccessAction) => (
            <UserAdminActionForm
              key={action}
              {...shared}
              action={userAdminAction}
              name={action}
              application={access.application}
              label={actionLabel(t, action)}
              variant={
                DESTRUCTIVE_ACCESS_ACTIONS.includes(action)
                  ? "critical"
                  : action === "addApplication" || action === "update"
                    ? "secondary"
                    : "primary"
              }
              {...(action === "update" && access.application === "artemis"
                ? {
                    select: {
                      name: "artemisUserType",
                      label: t("userAdmin.applications.artemisUserType"),
                      value: access.artemisOnPremises ? "onprem" : "cloud",
                      options: [
                        { id: "cloud", label: t("dashboard.apps.artemis.cloud") },
                        { id: "onprem", label: t("dashboard.apps.artemis.onPrem") },
                      ],
                    },
                  }
                : {})}
            />
          );
          const destructive = access.actions.filter((a) => DESTRUCTIVE_ACCESS_ACTIONS.includes(a));
          return {
            id: access.application,
            application: name,
            status: {
              label: accessStateLabel(t, access.state),
              tone: ACCESS_STATE_TONE[access.state],
            },
            role: access.role ? roleLabel(t, access.role) : "",
            requested: access.requestedAt
              ? access.requestedBy
                ? `${when(access.requestedAt)} (${access.requestedBy})`
                : when(access.requestedAt)
              : "",
            inviteExpires: when(access.inviteExpiresAt),
            updated: when(access.updatedAt),
            actions: access.actions
              .filter((a) => !DESTRUCTIVE_ACCESS_ACTIONS.includes(a))
              .map((action) => button(action)),
            destructive: destructive.map((action) => (
              <DialogAction
                key={action}
                {...dialog}
                variant="critical"
                label={actionLabel(t, action)}
                params={{ confirm: action, application: access.application }}
                open={confirm.kind === action && confirm.application === access.application}
                title={`${actionLabel(t, action)}: ${name}`}
                description={t(
                  action === "decline"
                    ? "userAdmin.applications.declineConfirm"
                    : "userAdmin.applications.withdrawConfirm",
                  { name: user.name, application: name },
                )}
              >
                {button(action)}
              </DialogAction>
            )),
          };
        })}
      />

      <Heading level={2}>{t("userAdmin.invitation.title")}</Heading>
      <Invitation context={context} user={user} />

      <Heading level={2}>{t("userAdmin.detail.history")}</Heading>
      <Timeline
        label={t("userAdmin.detail.history")}
        emptyText={t("userAdmin.detail.noHistory")}
        items={user.auditTrail.map((entry) => ({
          id: entry.id,
          author: `${entry.actorName} (${entry.actorEmail})`,
          origin: "system" as const,
          originLabel: auditActionLabel(t, entry.action),
          time: formatDateTime(entry.at, context.language),
          dateTime: entry.at,
          text: [
            entry.application ? applicationName(t, entry.application) : null,
            entry.organisation,
            auditChange(t, entry),
          ]
            .filter(Boolean)
            .join(" · "),
        }))}
      />

      {user.deletable ? (
        <DialogAction
          {...dialog}
          variant="critical"
          label={t("userAdmin.deleteUser.button")}
          params={{ confirm: "deleteUser" }}
          open={confirm.kind === "deleteUser"}
          title={t("userAdmin.deleteUser.button")}
          description={t("userAdmin.deleteUser.confirm", { name: user.name })}
        >
          <UserAdminActionForm
            {...shared}
            action={userAdminAction}
            name="deleteUser"
            label={t("userAdmin.deleteUser.button")}
            variant="critical"
          />
        </DialogAction>
      ) : null}
    </>,
  );
}

/** Who the user is: name, e-mail, country, language, kind, whether they set a password, roles. */
function Profile({ context, user }: { context: PortalContext; user: AdminUser }) {
  const { t, language } = context;
  return (
    <DescriptionList
      columns={2}
      items={[
        { term: t("userAdmin.columns.name"), description: user.name },
        { term: t("userAdmin.columns.email"), description: user.email },
        { term: t("userAdmin.columns.country"), description: countryName(user.country, language) },
        {
          term: t("userAdmin.detail.language"),
          description: languageName(user.language, language),
        },
        {
          term: t("userAdmin.detail.type"),
          description: user.internal
            ? t("userAdmin.detail.internal")
            : t("userAdmin.detail.external"),
        },
        {
          term: t("userAdmin.detail.registered"),
          description: user.registered ? t("common.yes") : t("common.no"),
        },
        {
          term: t("userAdmin.columns.role"),
          description:
            user.roles.length > 0 ? user.roles.map((role) => roleLabel(t, role)).join(", ") : "—",
        },
      ]}
    />
  );
}

/** How the last invitation e-mail went, so the administrator sees sending failures. */
function Invitation({ context, user }: { context: PortalContext; user: AdminUser }) {
  const { t, language } = context;
  const mail = user.invitation;
  if (!mail) return <Text>{t("userAdmin.invitation.none")}</Text>;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : "—");
  return (
    <DescriptionList
      columns={2}
      items={[
        { term: t("userAdmin.invitation.to"), description: mail.to },
        {
          term: t("userAdmin.invitation.status"),
          description: (
            <StatusBadge
              label={t(`userAdmin.invitation.statuses.${enumKey(mail.status)}`)}
              tone={MAIL_STATUS_TONE[mail.status]}
            />
          ),
        },
        {
          term: t("userAdmin.invitation.attempts"),
          description: formatCount(mail.attempts, language),
        },
        { term: t("userAdmin.invitation.createdAt"), description: when(mail.createdAt) },
        ...(mail.sentAt
          ? [{ term: t("userAdmin.invitation.sentAt"), description: when(mail.sentAt) }]
          : []),
        ...(mail.lastError
          ? [{ term: t("userAdmin.invitation.lastError"), description: mail.lastError }]
          : []),
        ...(mail.nextAttemptAt && mail.status !== "SENT"
          ? [
              {
                term: t("userAdmin.invitation.nextAttemptAt"),
                description: when(mail.nextAttemptAt),
              },
            ]
          : []),
      ]}
    />
  );
}
