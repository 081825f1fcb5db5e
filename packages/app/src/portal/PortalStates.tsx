import { EmptyState, Link } from "@wire/design-system";
import { notFound } from "next/navigation";
import type { PortalContext } from "./portalContext";
import type { SisState } from "./sisCall";

/**
 * The page a user sees instead of an area their roles do not open: what is
 * missing and where to ask for it (the dashboard's "Request access"), never
 * the data and never an error.
 */
export function NoAccess({ context, area }: { context: PortalContext; area: string }) {
  const { t } = context;
  return (
    <EmptyState
      icon="warning"
      title={t("portal.noAccess.title")}
      text={t("portal.noAccess.text", { area })}
      action={<Link href={context.href("dashboard")}>{t("portal.noAccess.action")}</Link>}
    />
  );
}

/** The handled page for a service that does not answer (instead of a 500). */
export function ServiceUnavailable({ context }: { context: PortalContext }) {
  const { t } = context;
  return (
    <EmptyState
      icon="info"
      title={t("portal.unavailable.title")}
      text={t("portal.unavailable.text")}
    />
  );
}

/** The page for a failed SIS call; "not found" is Next's 404. */
export function SisStateView({
  context,
  state,
  area,
}: {
  context: PortalContext;
  state: SisState;
  area: string;
}) {
  if (state === "notFound") notFound();
  return state === "forbidden" ? (
    <NoAccess context={context} area={area} />
  ) : (
    <ServiceUnavailable context={context} />
  );
}
