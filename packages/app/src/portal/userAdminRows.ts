import type { StatusTone } from "@wire/design-system";
import type { AdminUserListQuery } from "@wire/graphql";
import { formatCount, formatDay } from "./formatPortal";
import type { PortalContext } from "./portalContext";
import {
  ACCESS_STATE_TONE,
  accessStateLabel,
  applicationName,
  countryName,
  roleLabel,
} from "./userAdminPresentation";

type Item = AdminUserListQuery["adminUsers"]["items"][number];

/** User administration's rows (spec §3) and column headers in the reader's words. */
export function userAdminTable(context: PortalContext, items: readonly Item[]) {
  const { t, language } = context;
  const rows: UserAdminRow[] = items.map((item) => ({
    id: item.key,
    href: context.href("userAdmin", encodeURIComponent(item.userId)),
    name: item.name,
    email: item.email,
    organisation: item.organisation.name,
    application: item.application ? applicationName(t, item.application) : "—",
    role: item.role ? roleLabel(t, item.role) : "—",
    status: { label: accessStateLabel(t, item.state), tone: ACCESS_STATE_TONE[item.state] },
    subRegion: item.organisation.subRegion,
    country: countryName(item.organisation.country, language),
    city: item.organisation.city,
    members: formatCount(item.organisation.members, language),
    requestedBy: item.requestedBy ?? "—",
    requestDate: item.requestedAt ? formatDay(item.requestedAt, language) : "—",
    orgId: item.organisation.id,
  }));
  const headers: Record<UserAdminColumn, string> = {
    name: t("userAdmin.columns.name"),
    email: t("userAdmin.columns.email"),
    organisation: t("userAdmin.columns.organization"),
    application: t("userAdmin.columns.application"),
    role: t("userAdmin.columns.role"),
    status: t("userAdmin.columns.status"),
    subRegion: t("userAdmin.columns.subRegion"),
    country: t("userAdmin.columns.country"),
    city: t("userAdmin.columns.city"),
    members: t("userAdmin.columns.members"),
    requestedBy: t("userAdmin.columns.requestedBy"),
    requestDate: t("userAdmin.columns.requestDate"),
    orgId: t("userAdmin.columns.orgId"),
  };
  return { rows, headers };
}

/** One row of user administration's list (spec §3), already in the reader's words. */
export interface UserAdminRow {
  id: string;
  href: string;
  name: string;
  email: string;
  organisation: string;
  application: string;
  role: string;
  status: { label: string; tone: StatusTone };
  subRegion: string;
  country: string;
  city: string;
  members: string;
  requestedBy: string;
  requestDate: string;
  orgId: string;
}

export type UserAdminColumn = Exclude<keyof UserAdminRow, "id" | "href">;
