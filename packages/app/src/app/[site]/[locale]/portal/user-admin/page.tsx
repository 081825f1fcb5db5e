import { EmptyState, FlashMessage, Text } from "@wire/design-system";
import {
  APPLICATION_ACCESS_STATES,
  administrableApplications,
  VALIDATION_MESSAGES,
} from "@wire/domain";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DialogAction } from "../../../../../components/portal/DialogAction";
import { FilterForm } from "../../../../../components/portal/FilterForm";
import { InviteUserForm } from "../../../../../components/portal/InviteUserForm";
import { PageLinks } from "../../../../../components/portal/PageLinks";
import { UserAdminTable } from "../../../../../components/portal/UserAdminTable";
import { translateMessage } from "../../../../../i18n/translateMessage";
import { formatCount } from "../../../../../portal/formatPortal";
import { isCanonical } from "../../../../../portal/listParams";
import { PortalFrame } from "../../../../../portal/PortalFrame";
import { NoAccess, SisStateView } from "../../../../../portal/PortalStates";
import { PAGE_PLACEHOLDER } from "../../../../../portal/pagePlaceholder";
import { portalContext } from "../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../portal/portalMetadata";
import { sisCall } from "../../../../../portal/sisCall";
import { inviteUser } from "../../../../../portal/userAdminActions";
import {
  ADMIN_USERS_PER_PAGE,
  parseUserAdminListQuery,
  userAdminFilter,
  userAdminListSearch,
} from "../../../../../portal/userAdminListQuery";
import { accessStateLabel, applicationName } from "../../../../../portal/userAdminPresentation";
import { userAdminTable } from "../../../../../portal/userAdminRows";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "userAdmin.title");
}

/**
 * `/{locale}/portal/user-admin`: the users who share an organisation with the
 * delegated administrator, one row per application access (spec §3), pending
 * requests first; searched, filtered and paged by the SIS with the whole state
 * in the URL. "Invite user" opens the invite dialog (`?invite=1` without scripts).
 * An external administrator is shown no internal user and no internal
 * application, in the list, its filter or the invite dialog (issue 41).
 */
export default async function UserAdminListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const search = await searchParams;
  const query = parseUserAdminListQuery(search);
  const listPath = `/${locale}/portal/user-admin`;
  const url = `${listPath}${userAdminListSearch(query)}`;
  if (!isCanonical(search, url)) redirect(url);
  const context = await portalContext(locale, url);
  const { t, language, sis } = context;
  const frame = (children: React.ReactNode) => (
    <PortalFrame locale={locale} area="userAdmin" title={t("userAdmin.title")}>
      {children}
    </PortalFrame>
  );
  if (!context.areas.includes("userAdmin")) {
    return frame(<NoAccess context={context} area={t("userAdmin.title")} />);
  }

  const [list, scope] = await Promise.all([
    sisCall(() =>
      sis.adminUsers({
        filter: userAdminFilter(query),
        first: ADMIN_USERS_PER_PAGE,
        offset: (query.page - 1) * ADMIN_USERS_PER_PAGE,
      }),
    ),
    sisCall(() => sis.userAdminScope()),
  ]);
  if (!list.ok || !scope.ok) {
    const failure = !list.ok ? list : !scope.ok ? scope : null;
    if (failure?.reason === "PERMISSION_LOST") {
      return frame(<EmptyState icon="warning" title={t("userAdmin.errors.permissionLost")} />);
    }
    return frame(
      <SisStateView
        context={context}
        state={failure?.state ?? "unavailable"}
        area={t("userAdmin.title")}
      />,
    );
  }
  const { total, items } = list.value;
  const { applications, organisations, assignableOrganisations } = scope.value;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_USERS_PER_PAGE));
  const all = { id: "all", label: t("common.all") };
  const withoutInvite = `${listPath}${userAdminListSearch({ ...query, invite: false, deleted: false })}`;
  // What the SIS offers, kept to what the domain lets this administrator grant.
  const applicationOptions = administrableApplications({ internal: scope.value.internal })
    .filter((id) => applications.includes(id))
    .map((id) => ({ id, label: applicationName(t, id) }));
  const invite = VALIDATION_MESSAGES.invite;

  return frame(
    <>
      {query.deleted ? (
        <FlashMessage
          type="success"
          text={t("userAdmin.deleteUser.success")}
          hideButtonText={t("flashMessage.hideButtonText")}
        />
      ) : null}
      {assignableOrganisations.length > 0 ? (
        <DialogAction
          label={t("userAdmin.invite.button")}
          variant="primary"
          path={listPath}
          params={Object.fromEntries(
            new URLSearchParams(
              userAdminListSearch({ ...query, invite: true, deleted: false }),
            ).entries(),
          )}
          open={query.invite}
          closeHref={withoutInvite}
          title={t("userAdmin.invite.title")}
          description={t("userAdmin.invite.intro")}
          closeLabel={t("common.close")}
          cancelLabel={t("form.cancel")}
        >
          <InviteUserForm
            action={inviteUser}
            locale={locale}
            applications={applicationOptions}
            organisations={assignableOrganisations.map((o) => ({
              id: o.id,
              label: `${o.name} (${o.city})`,
            }))}
            messages={Object.fromEntries(
              Object.values(invite).map((message) => [message, translateMessage(message, t)]),
            )}
            profileHref={`${listPath}/{id}`}
            texts={{
              email: t("userAdmin.columns.email"),
              application: t("userAdmin.columns.application"),
              organization: t("userAdmin.invite.organization"),
              firstName: `${t("form.firstName")} ${t("form.optional")}`,
              lastName: `${t("form.lastName")} ${t("form.optional")}`,
              select: t("form.selectPlaceholder"),
              submit: t("userAdmin.invite.submit"),
              errorTitle: t("userAdmin.errors.inviting"),
              viewProfile: t("userAdmin.errors.viewProfile"),
              hide: t("flashMessage.hideButtonText"),
            }}
          />
        </DialogAction>
      ) : null}
      <FilterForm
        label={t("userAdmin.list.filters")}
        submitLabel={t("common.apply")}
        resetHref={listPath}
        resetLabel={t("common.resetFilters")}
        fields={[
          { kind: "search", name: "q", label: t("userAdmin.searchLabel"), value: query.q },
          {
            kind: "select",
            name: "state",
            label: t("userAdmin.columns.status"),
            value: query.state,
            options: [
              all,
              ...APPLICATION_ACCESS_STATES.map((id) => ({ id, label: accessStateLabel(t, id) })),
            ],
          },
          {
            kind: "select",
            name: "application",
            label: t("userAdmin.columns.application"),
            value: query.application,
            options: [all, ...applicationOptions],
          },
          {
            kind: "select",
            name: "organisation",
            label: t("userAdmin.columns.organization"),
            value: query.organisation,
            options: [all, ...organisations.map((o) => ({ id: o.id, label: o.name }))],
          },
        ]}
      />
      <Text role="status">{t("userAdmin.userCount", { count: total })}</Text>
      <UserAdminTable
        caption={t("userAdmin.list.caption", {
          page: formatCount(query.page, language),
          pageCount: formatCount(pageCount, language),
        })}
        emptyText={
          total === 0 && !query.q && !query.state && !query.application && !query.organisation
            ? t("userAdmin.empty")
            : t("userAdmin.list.noResults")
        }
        {...userAdminTable(context, items)}
      />
      <PageLinks
        label={t("userAdmin.list.pagination")}
        page={query.page}
        pageCount={pageCount}
        hrefTemplate={`${listPath}${userAdminListSearch({ ...query, invite: false, deleted: false, page: 2 }).replace("page=2", `page=${PAGE_PLACEHOLDER}`)}`}
        pageLabelTemplate={t("userAdmin.list.page", { page: PAGE_PLACEHOLDER })}
        previousLabel={t("userAdmin.list.previous")}
        nextLabel={t("userAdmin.list.next")}
      />
    </>,
  );
}
