import { Link } from "@wire/design-system";
import type { Metadata } from "next";
import { MachineTable } from "../../../../../../components/portal/MachineTable";
import { machineTable } from "../../../../../../portal/machineRows";
import { PortalFrame } from "../../../../../../portal/PortalFrame";
import { NoAccess, SisStateView } from "../../../../../../portal/PortalStates";
import { portalContext } from "../../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../../portal/portalMetadata";
import { sisCall } from "../../../../../../portal/sisCall";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "inventory.title");
}

/**
 * `/{locale}/portal/inventory/old`: the previous view, one plain table of
 * every machine (the installed base is at most 100 per organisation) with
 * the table's own sorting and text filter.
 */
export default async function InventoryOldPage({ params }: Props) {
  const { locale } = await params;
  const context = await portalContext(locale, `/${locale}/portal/inventory/old`);
  const { t, sis } = context;
  const frame = (children: React.ReactNode) => (
    <PortalFrame locale={locale} area="inventory" title={t("inventory.title")}>
      {children}
    </PortalFrame>
  );
  if (!context.areas.includes("inventory")) {
    return frame(<NoAccess context={context} area={t("inventory.title")} />);
  }
  const answer = await sisCall(() => sis.machines({ first: 100, offset: 0 }));
  if (!answer.ok)
    return frame(
      <SisStateView context={context} state={answer.state} area={t("inventory.title")} />,
    );
  const { rows, headers } = machineTable(context, answer.value.machines.items);
  return frame(
    <>
      <Link href={`/${locale}/portal/inventory`}>{t("inventory.newVersion")}</Link>
      <MachineTable
        caption={t("inventory.caption")}
        emptyText={t("inventory.empty")}
        rows={rows}
        headers={headers}
        sortable
      />
    </>,
  );
}
