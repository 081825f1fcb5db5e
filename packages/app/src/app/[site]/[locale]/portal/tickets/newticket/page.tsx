import { Text } from "@wire/design-system";
import { UPLOAD_MAX_BYTES } from "@wire/domain";
import type { Metadata } from "next";
import { NewTicketForm } from "../../../../../../components/portal/NewTicketForm";
import { enumKey } from "../../../../../../i18n/enumKey";
import { firstParam, idParam, listUrl } from "../../../../../../portal/listParams";
import { PortalFrame } from "../../../../../../portal/PortalFrame";
import { NoAccess, SisStateView } from "../../../../../../portal/PortalStates";
import { portalContext } from "../../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../../portal/portalMetadata";
import { sisCall } from "../../../../../../portal/sisCall";
import { createTicket } from "../../../../../../portal/ticketActions";
import { TICKET_TYPES } from "../../../../../../portal/ticketListQuery";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "tickets.create.title");
}

/**
 * `/{locale}/portal/tickets/newticket[?machine={id}]`: the new-ticket form,
 * pre-filled with a machine (and its location and serial number) when opened
 * from that machine's page.
 */
export default async function NewTicketPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const machineParam = idParam(firstParam((await searchParams).machine));
  // The machine stays in the path login returns to, so the form opens pre-filled after it.
  const context = await portalContext(
    locale,
    listUrl(`/${locale}/portal/tickets/newticket`, { machine: machineParam }),
  );
  const { t, sis } = context;
  const frame = (children: React.ReactNode) => (
    <PortalFrame locale={locale} area="tickets" title={t("tickets.create.title")}>
      {children}
    </PortalFrame>
  );
  if (!context.areas.includes("tickets")) {
    return frame(<NoAccess context={context} area={t("tickets.title")} />);
  }
  const [options, organisation] = await Promise.all([
    sisCall(() => sis.ticketFormOptions()),
    sisCall(() => sis.organisation()),
  ]);
  if (!options.ok)
    return frame(
      <SisStateView context={context} state={options.state} area={t("tickets.title")} />,
    );
  const { locations, machines } = options.value;
  const preset = machines.items.find((m) => m.id === machineParam);
  const support = organisation.ok ? organisation.value : null;
  return frame(
    <>
      <Text>{t("tickets.create.intro")}</Text>
      <NewTicketForm
        action={createTicket}
        locale={locale}
        locations={locations.map((l) => ({ id: l.id, label: `${l.name}, ${l.city}` }))}
        types={TICKET_TYPES.map((id) => ({ id, label: t(`tickets.types.${enumKey(id)}`) }))}
        machines={[
          ...machines.items.map((m) => ({
            id: m.id,
            label: `${m.name} – ${m.model} (${m.serialNumber})`,
          })),
          { id: "OTHER", label: t("tickets.create.machineOther") },
        ]}
        initial={
          preset
            ? {
                machine: preset.id,
                location: preset.location.id,
                serialNumber: preset.serialNumber,
                machineName: preset.name,
              }
            : {}
        }
        texts={{
          location: t("tickets.fields.location"),
          type: t("tickets.create.type"),
          machine: t("tickets.create.machine"),
          machineName: t("tickets.fields.machineName"),
          machineNameHint: t("tickets.create.machineNameHint"),
          serialNumber: t("tickets.fields.serialNumber"),
          subject: t("tickets.fields.subject"),
          description: t("tickets.fields.description"),
          attachments: t("tickets.create.attachments"),
          attachmentsHint: t("tickets.create.attachmentsHint", {
            maxSize: UPLOAD_MAX_BYTES / (1024 * 1024),
          }),
          uploadButton: t("tickets.create.uploadButton"),
          uploadDrop: t("tickets.create.uploadDrop"),
          uploadRemove: t("tickets.create.uploadRemove", { name: "{name}" }),
          uploadProgress: t("tickets.create.uploadProgress"),
          uploadRejected: t("tickets.create.uploadRejected"),
          uploadFailed: t("tickets.error.uploadFailed"),
          uploading: t("tickets.create.uploading"),
          submit: t("tickets.create.submit"),
          apology: t("tickets.error.apology"),
          contact: support
            ? t("tickets.error.supportContact", {
                email: support.supportEmail,
                phone: support.supportPhone,
              })
            : "",
          hide: t("flashMessage.hideButtonText"),
          errorTitle: t("publicForms.errorTitle"),
        }}
      />
    </>,
  );
}
