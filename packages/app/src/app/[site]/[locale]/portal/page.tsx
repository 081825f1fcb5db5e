import {
  ApplicationTile,
  ApplicationTileGrid,
  DownloadsList,
  dashboardStatusTone,
  Heading,
  Link,
  Text,
} from "@wire/design-system";
import {
  dashboardAction,
  dashboardStatus,
  deriveServiceStatuses,
  withAccessRequests,
} from "@wire/domain";
import type { Metadata } from "next";
import { RequestAccessForm } from "../../../../components/portal/RequestAccessForm";
import { TicketTable } from "../../../../components/portal/TicketTable";
import { appConfig } from "../../../../config";
import { accountClient } from "../../../../data/account";
import { DASHBOARD_APPLICATIONS } from "../../../../portal/applications";
import { downloadItems } from "../../../../portal/downloadItems";
import { PortalFrame } from "../../../../portal/PortalFrame";
import { portalContext } from "../../../../portal/portalContext";
import { portalMetadata } from "../../../../portal/portalMetadata";
import { sisCall } from "../../../../portal/sisCall";
import { OPEN_STATUSES } from "../../../../portal/ticketListQuery";
import { ticketTable } from "../../../../portal/ticketRows";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "dashboard.title");
}

/**
 * The portal home: a greeting, one tile per application with the status the
 * user's roles imply (spec section 4) and the action that status offers, and
 * the recent activity of the areas the user may use (open tickets, latest
 * downloads). Each activity block fails on its own: a SIS outage hides it,
 * never the tiles.
 */
export default async function DashboardPage({ params }: Props) {
  const { locale } = await params;
  const context = await portalContext(locale, `/${locale}/portal`);
  const { t, user, session, sis, areas } = context;
  const [profile, openTickets, downloads, organisation] = await Promise.all([
    accountClient(session)
      .getProfile()
      .catch(() => null),
    areas.includes("tickets")
      ? sisCall(() =>
          sis.recentTickets({
            filter: { status: [...OPEN_STATUSES] },
            sort: "UPDATED_DESC",
            first: 5,
          }),
        )
      : null,
    areas.includes("wireFlow") ? sisCall(() => sis.downloads({ first: 3, offset: 0 })) : null,
    areas.includes("tickets") || areas.includes("inventory")
      ? sisCall(() => sis.organisation())
      : null,
  ]);
  const statuses = withAccessRequests(
    deriveServiceStatuses(user.roles, appConfig().ROLE_PREFIX),
    profile?.accessRequests ?? [],
  );
  return (
    <PortalFrame
      locale={locale}
      area="dashboard"
      title={t("dashboard.welcome", { firstName: user.firstName || user.fullName })}
    >
      {organisation?.ok && organisation.value.name ? <Text>{organisation.value.name}</Text> : null}
      <Heading level={2}>{t("dashboard.myApplications")}</Heading>
      <ApplicationTileGrid label={t("dashboard.myApplications")}>
        {DASHBOARD_APPLICATIONS.map((app) => {
          const entry = statuses[app.service];
          const status = dashboardStatus(entry.status);
          const action = dashboardAction(status);
          const key = `dashboard.apps.${app.messageKey}` as const;
          return (
            <ApplicationTile
              key={app.service}
              testId={`tile-${app.service}`}
              data-status={status}
              icon={app.icon}
              title={t(`${key}.title` as never)}
              description={t(`${key}.description` as never)}
              status={{ label: t(`dashboard.status.${status}`), tone: dashboardStatusTone[status] }}
              // Only what tells the customer something: an on-premises Artemis user is told so;
              // the default ("Cloud") and the product information's release stage ("alpha")
              // stay in the service data and off the tile (issue 42).
              extra={
                "userType" in entry && entry.userType === "onprem" ? (
                  <Text data-testid="artemis-user-type">{t("dashboard.apps.artemis.onPrem")}</Text>
                ) : undefined
              }
              action={
                action === "open" ? (
                  <Link href={app.href(locale)}>{t("dashboard.actions.open")}</Link>
                ) : action === "acceptInvitation" ? (
                  <Link href={app.href(locale)}>{t("dashboard.actions.acceptInvitation")}</Link>
                ) : action ? (
                  <RequestAccessForm
                    service={app.service}
                    label={t(`dashboard.actions.${action}`)}
                    permalink={`/${locale}/portal`}
                  />
                ) : undefined
              }
            />
          );
        })}
      </ApplicationTileGrid>

      {openTickets?.ok ? (
        <>
          <Heading level={2}>{t("dashboard.recentTickets")}</Heading>
          <TicketTable
            caption={t("dashboard.recentTickets")}
            emptyText={t("dashboard.noOpenTickets")}
            {...ticketTable(context, openTickets.value)}
          />
          <Link href={`/${locale}/portal/tickets/list?status=open`}>
            {t("dashboard.allTickets")}
          </Link>
        </>
      ) : null}
      {downloads?.ok && downloads.value.items.length > 0 ? (
        <>
          <Heading level={2}>{t("dashboard.latestDownloads")}</Heading>
          <DownloadsList items={downloadItems(context, downloads.value.items)} />
          <Link href={`/${locale}/portal/wire-flow`}>{t("dashboard.allDownloads")}</Link>
        </>
      ) : null}
    </PortalFrame>
  );
}
