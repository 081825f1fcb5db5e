import { Button, Heading, Link, Text } from "@wire/design-system";
import {
  dashboardAction,
  dashboardStatus,
  deriveServiceStatuses,
  withAccessRequests,
} from "@wire/domain";
import type { Metadata } from "next";
import { requireSession } from "../../../../auth/requireSession";
import { sessionUser } from "../../../../auth/session";
import { appConfig } from "../../../../config";
import { accountClient } from "../../../../data/account";
import { languageOf } from "../../../../i18n/languageOf";
import { serverTranslator } from "../../../../i18n/serverTranslator";
import { requestAccess } from "../../../../portal/accessActions";
import { DASHBOARD_APPLICATIONS } from "../../../../portal/applications";
import { PortalFrame } from "../../../../portal/PortalFrame";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = serverTranslator(languageOf((await params).locale) ?? "en");
  return { title: `${t("dashboard.title")} | ${appConfig().COMPANY_NAME}`, robots: "noindex" };
}

/**
 * The portal home: one tile per application with the status the user's
 * roles imply (spec section 4) and the action that status offers.
 */
export default async function DashboardPage({ params }: Props) {
  const { locale } = await params;
  const session = await requireSession(locale, `/${locale}/portal`);
  const user = sessionUser(session);
  const t = serverTranslator(languageOf(locale) ?? "en");
  const profile = await accountClient(session)
    .getProfile()
    .catch(() => null);
  const statuses = withAccessRequests(
    deriveServiceStatuses(user.roles, appConfig().ROLE_PREFIX),
    profile?.accessRequests ?? [],
  );
  return (
    <PortalFrame
      locale={locale}
      area="dashboard"
      title={t("dashboard.welcome", { firstName: user.firstName })}
    >
      <Heading level={2}>{t("dashboard.myApplications")}</Heading>
      <ul aria-label={t("dashboard.myApplications")}>
        {DASHBOARD_APPLICATIONS.map((app) => {
          const entry = statuses[app.service];
          const status = dashboardStatus(entry.status);
          const action = dashboardAction(status);
          const key = `dashboard.apps.${app.messageKey}` as const;
          return (
            <li key={app.service} data-testid={`tile-${app.service}`} data-status={status}>
              <Heading level={3}>{t(`${key}.title` as never)}</Heading>
              <Text>{t(`${key}.description` as never)}</Text>
              {"userType" in entry ? (
                <Text data-testid="artemis-user-type">
                  {t(
                    entry.userType === "onprem"
                      ? "dashboard.apps.artemis.onPrem"
                      : "dashboard.apps.artemis.cloud",
                  )}
                </Text>
              ) : null}
              {"productionStatus" in entry ? (
                <Text data-testid="production-status">{entry.productionStatus}</Text>
              ) : null}
              <Text data-testid="status">{t(`dashboard.status.${status}`)}</Text>
              {action === "open" ? (
                <Link href={app.href(locale)}>{t("dashboard.actions.open")}</Link>
              ) : action === "acceptInvitation" ? (
                <Link href={app.href(locale)}>{t("dashboard.actions.acceptInvitation")}</Link>
              ) : action ? (
                <form action={requestAccess}>
                  <input type="hidden" name="service" value={app.service} />
                  <Button type="submit" variant="secondary" size="small">
                    {t(`dashboard.actions.${action}`)}
                  </Button>
                </form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </PortalFrame>
  );
}
