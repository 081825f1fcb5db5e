import { DescriptionList, DownloadsList, Heading, Link, Text } from "@wire/design-system";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TicketTable } from "../../../../../../components/portal/TicketTable";
import { enumKey } from "../../../../../../i18n/enumKey";
import { downloadItems } from "../../../../../../portal/downloadItems";
import { formatDay } from "../../../../../../portal/formatPortal";
import { PortalFrame } from "../../../../../../portal/PortalFrame";
import { NoAccess, SisStateView } from "../../../../../../portal/PortalStates";
import { portalContext } from "../../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../../portal/portalMetadata";
import { sisCall } from "../../../../../../portal/sisCall";
import { ticketTable } from "../../../../../../portal/ticketRows";

interface Props {
  params: Promise<{ locale: string; id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "inventory.details");
}

/**
 * `/{locale}/portal/inventory/{id}`: one machine with its data, documents,
 * tickets ("new ticket for this machine") and a link to its spare parts.
 */
export default async function MachinePage({ params }: Props) {
  const { locale, id } = await params;
  if (!/^[A-Za-z0-9-]{1,80}$/.test(id)) notFound();
  const context = await portalContext(locale, `/${locale}/portal/inventory/${id}`);
  const { t, displayLocale, sis } = context;
  if (!context.areas.includes("inventory")) {
    return (
      <PortalFrame locale={locale} area="inventory" title={t("inventory.title")}>
        <NoAccess context={context} area={t("inventory.title")} />
      </PortalFrame>
    );
  }
  const answer = await sisCall(() => sis.machine(id));
  if (!answer.ok) {
    return (
      <PortalFrame locale={locale} area="inventory" title={t("inventory.title")}>
        <SisStateView context={context} state={answer.state} area={t("inventory.title")} />
      </PortalFrame>
    );
  }
  const machine = answer.value!;
  const canTicket = context.areas.includes("tickets");
  return (
    <PortalFrame locale={locale} area="inventory" title={machine.name}>
      <Link href={`/${locale}/portal/inventory`}>{t("portal.notFound.back")}</Link>
      <Heading level={2}>{t("inventory.details")}</Heading>
      <DescriptionList
        columns={2}
        items={[
          { term: t("inventory.model"), description: machine.model },
          { term: t("inventory.serialNumber"), description: machine.serialNumber },
          {
            term: t("inventory.location"),
            description: `${machine.location.name}, ${machine.location.city}`,
          },
          {
            term: t("inventory.installedOn"),
            description: formatDay(machine.commissionedOn, displayLocale),
          },
          {
            term: t("inventory.warrantyUntil"),
            description: `${formatDay(machine.warrantyEnd, displayLocale)} (${machine.underWarranty ? t("inventory.underWarranty") : t("inventory.warrantyExpired")})`,
          },
          {
            term: t("inventory.contract"),
            description: t(`inventory.contracts.${enumKey(machine.contractLevel)}`),
          },
          { term: t("inventory.software"), description: machine.softwareVersion },
        ]}
      />
      {context.areas.includes("productInformation") ? (
        <>
          <Link
            href={`/${locale}/portal/product-information/${machine.productSlug}/parts-finder?machine=${machine.id}`}
          >
            {t("inventory.partsFinder")}
          </Link>
          <Link href={`/${locale}/portal/product-information/${machine.productSlug}`}>
            {t("inventory.spareParts")}
          </Link>
        </>
      ) : null}

      <Heading level={2}>{t("inventory.documents")}</Heading>
      <DownloadsList items={downloadItems(context, machine.documents.items)} />

      <Heading level={2}>{t("inventory.tickets")}</Heading>
      {canTicket ? (
        <>
          <Link href={`/${locale}/portal/tickets/newticket?machine=${machine.id}`}>
            {t("inventory.newTicket")}
          </Link>
          <TicketTable
            caption={t("inventory.tickets")}
            emptyText={t("inventory.noTickets")}
            {...ticketTable(context, machine.tickets.items)}
          />
        </>
      ) : (
        <Text>{t("inventory.noTickets")}</Text>
      )}
    </PortalFrame>
  );
}
