import type { StatusTone } from "@wire/design-system";
import type { MachineSummary } from "@wire/graphql";
import { enumKey } from "../i18n/enumKey";
import { formatDay } from "./formatPortal";
import type { PortalContext } from "./portalContext";

/** The inventory table's rows and headers, shared by the list and the plain view. */
export function machineTable(context: PortalContext, machines: readonly MachineSummary[]) {
  const { t, language, locale } = context;
  const rows: MachineRow[] = machines.map((m) => ({
    id: m.id,
    href: `/${locale}/portal/inventory/${m.id}`,
    name: m.name,
    model: m.model,
    serialNumber: m.serialNumber,
    location: `${m.location.name}, ${m.location.city}`,
    commissioned: formatDay(m.commissionedOn, language),
    warranty: m.underWarranty
      ? {
          label: `${t("inventory.underWarranty")} (${formatDay(m.warrantyEnd, language)})`,
          tone: "positive",
        }
      : { label: t("inventory.warrantyExpired"), tone: "neutral" },
    contract: t(`inventory.contracts.${enumKey(m.contractLevel)}`),
  }));
  const headers = {
    name: t("inventory.machine"),
    model: t("inventory.model"),
    serialNumber: t("inventory.serialNumber"),
    location: t("inventory.location"),
    commissioned: t("inventory.installedOn"),
    warranty: t("inventory.warranty"),
    contract: t("inventory.contract"),
  };
  return { rows, headers };
}

export interface MachineRow {
  id: string;
  href: string;
  name: string;
  model: string;
  serialNumber: string;
  location: string;
  commissioned: string;
  warranty: { label: string; tone: StatusTone };
  contract: string;
}
