import {
  DescriptionList,
  FlashMessage,
  Heading,
  Link,
  StatusBadge,
  Text,
  Timeline,
} from "@wire/design-system";
import { CLOSE_TICKET_REASONS, canCloseTicket } from "@wire/domain";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TicketCloseForm } from "../../../../../../components/portal/TicketCloseForm";
import { TicketCommentForm } from "../../../../../../components/portal/TicketCommentForm";
import { enumKey } from "../../../../../../i18n/enumKey";
import { formatFileSize } from "../../../../../../i18n/formatFileSize";
import { formatDateTime } from "../../../../../../portal/formatPortal";
import { PortalFrame } from "../../../../../../portal/PortalFrame";
import { NoAccess, SisStateView } from "../../../../../../portal/PortalStates";
import { portalContext } from "../../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../../portal/portalMetadata";
import { sisCall } from "../../../../../../portal/sisCall";
import { closeTicket, commentOnTicket } from "../../../../../../portal/ticketActions";
import { TICKET_STATUS_TONE } from "../../../../../../portal/ticketPresentation";

interface Props {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const TICKET_ID = /^T-\d{4}-\d{6}$/;
const REASON_KEYS = {
  solvedByCompany: "reasonSolvedByCompany",
  solvedWithoutCompany: "reasonSolvedWithoutCompany",
  noLongerRelevant: "reasonNoLongerRelevant",
} as const;
const REASON_OF = {
  SOLVED_BY_COMPANY: "solvedByCompany",
  SOLVED_WITHOUT_COMPANY: "solvedWithoutCompany",
  NO_LONGER_RELEVANT: "noLongerRelevant",
} as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  return portalMetadata(locale, "tickets.detail.title", { id: TICKET_ID.test(id) ? id : "" });
}

/**
 * `/{locale}/portal/tickets/{id}`: a ticket with its history, attachments,
 * the comment form and closing. Another organisation's ticket is not found.
 */
export default async function TicketPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  if (!TICKET_ID.test(id)) notFound();
  const flags = await searchParams;
  const context = await portalContext(locale, `/${locale}/portal/tickets/${id}`);
  const { t, displayLocale, sis } = context;
  const frame = (children: React.ReactNode) => (
    <PortalFrame locale={locale} area="tickets" title={t("tickets.detail.title", { id })}>
      {children}
    </PortalFrame>
  );
  if (!context.areas.includes("tickets")) {
    return frame(<NoAccess context={context} area={t("tickets.title")} />);
  }
  const [answer, organisation] = await Promise.all([
    sisCall(() => sis.ticket(id)),
    sisCall(() => sis.organisation()),
  ]);
  if (!answer.ok)
    return frame(<SisStateView context={context} state={answer.state} area={t("tickets.title")} />);
  const ticket = answer.value!;
  const support = organisation.ok ? organisation.value : null;
  const failureTexts = {
    apology: t("tickets.error.apology"),
    contact: support
      ? t("tickets.error.supportContact", {
          email: support.supportEmail,
          phone: support.supportPhone,
        })
      : "",
    hide: t("flashMessage.hideButtonText"),
    errorTitle: t("publicForms.errorTitle"),
  };
  const notice = flags.created
    ? t("tickets.create.success", { id })
    : flags.commented
      ? t("tickets.comment.success")
      : flags.closed
        ? t("tickets.close.success")
        : null;

  return frame(
    <>
      <Link href={`/${locale}/portal/tickets/list`}>{t("tickets.detail.backToList")}</Link>
      {notice ? (
        <FlashMessage
          type="success"
          text={notice}
          hideButtonText={t("flashMessage.hideButtonText")}
        />
      ) : null}
      <Heading level={2}>{ticket.subject}</Heading>
      {/* A block around the badge: the frame's column would stretch it across the page. */}
      <div>
        <StatusBadge
          label={t(`tickets.statuses.${enumKey(ticket.status)}`)}
          tone={TICKET_STATUS_TONE[ticket.status]}
        />
      </div>
      <DescriptionList
        columns={2}
        items={[
          { term: t("tickets.fields.ticketId"), description: ticket.id },
          {
            term: t("tickets.fields.type"),
            description: t(`tickets.types.${enumKey(ticket.type)}`),
          },
          {
            term: t("tickets.fields.machine"),
            description: ticket.machine ? (
              <Link href={`/${locale}/portal/inventory/${ticket.machine.id}`}>
                {ticket.concern}
              </Link>
            ) : (
              ticket.concern
            ),
          },
          { term: t("tickets.fields.serialNumber"), description: ticket.serialNumber ?? "—" },
          { term: t("tickets.fields.location"), description: ticket.location.name },
          { term: t("tickets.fields.contact"), description: ticket.contact },
          {
            term: t("tickets.fields.createdOn"),
            description: formatDateTime(ticket.createdAt, displayLocale),
          },
          {
            term: t("tickets.list.updated"),
            description: formatDateTime(ticket.updatedAt, displayLocale),
          },
          ...(ticket.closeReason
            ? [
                {
                  term: t("tickets.close.reason"),
                  description: t(`tickets.close.${REASON_KEYS[REASON_OF[ticket.closeReason]]}`),
                },
              ]
            : []),
        ]}
      />
      <Heading level={3}>{t("tickets.fields.description")}</Heading>
      <Text>{ticket.description}</Text>

      <Heading level={3}>{t("tickets.detail.attachments")}</Heading>
      {ticket.attachments.length === 0 ? (
        <Text>{t("tickets.detail.noAttachments")}</Text>
      ) : (
        <ul>
          {ticket.attachments.map((attachment) => (
            <li key={attachment.id}>
              <Link
                href={`/api/tickets/attachments/${attachment.id}`}
                aria-label={t("tickets.detail.download", { filename: attachment.filename })}
              >
                {attachment.filename}
              </Link>{" "}
              ({formatFileSize(attachment.sizeBytes, displayLocale)})
            </li>
          ))}
        </ul>
      )}

      <Heading level={3}>{t("tickets.detail.timeline")}</Heading>
      <Timeline
        label={t("tickets.detail.timeline")}
        emptyText={t("tickets.detail.noReplies")}
        items={ticket.replies.map((reply) => ({
          id: reply.id,
          author: reply.author,
          origin:
            reply.origin === "CUSTOMER"
              ? "customer"
              : reply.origin === "SERVICE_DESK"
                ? "serviceDesk"
                : "system",
          originLabel: t(`tickets.detail.origin.${enumKey(reply.origin)}`),
          time: formatDateTime(reply.createdAt, displayLocale),
          dateTime: reply.createdAt,
          text: reply.text,
        }))}
      />

      {canCloseTicket(ticket) ? (
        <>
          <Heading level={3}>{t("tickets.comment.title")}</Heading>
          <TicketCommentForm
            action={commentOnTicket}
            ticketId={ticket.id}
            locale={locale}
            texts={{
              label: t("tickets.comment.label"),
              submit: t("tickets.comment.submit"),
              ...failureTexts,
            }}
          />
          <Heading level={3}>{t("tickets.close.title")}</Heading>
          <TicketCloseForm
            action={closeTicket}
            ticketId={ticket.id}
            locale={locale}
            reasons={CLOSE_TICKET_REASONS.map((reason) => ({
              id: reason.value,
              label: t(`tickets.close.${REASON_KEYS[reason.value]}`),
            }))}
            texts={{
              button: t("tickets.close.button"),
              confirmTitle: t("tickets.close.confirmTitle", { id: ticket.id }),
              confirmText: t("tickets.close.confirmText"),
              reason: t("tickets.close.reason"),
              comment: `${t("tickets.close.comment")} (${t("tickets.close.optional")})`,
              confirm: t("tickets.close.confirm"),
              cancel: t("tickets.close.cancel"),
              close: t("tickets.close.cancel"),
              ...failureTexts,
            }}
          />
        </>
      ) : (
        <Text>{t("tickets.detail.closed")}</Text>
      )}
    </>,
  );
}
