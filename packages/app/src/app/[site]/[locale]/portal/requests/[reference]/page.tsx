import { DescriptionList, Heading, Link, StatusBadge } from "@wire/design-system";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RequestHistory, RequestLines } from "../../../../../../components/portal/RequestLines";
import { enumKey } from "../../../../../../i18n/enumKey";
import { formatCount, formatDateTime } from "../../../../../../portal/formatPortal";
import { PortalFrame } from "../../../../../../portal/PortalFrame";
import { NoAccess, SisStateView } from "../../../../../../portal/PortalStates";
import { REQUEST_STATUS_TONE, requestMoney } from "../../../../../../portal/partPresentation";
import { portalContext } from "../../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../../portal/portalMetadata";
import { sisCall } from "../../../../../../portal/sisCall";

interface Props {
  params: Promise<{ locale: string; reference: string }>;
}

const REFERENCE = /^[QO]-\d{4}-\d{6}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, reference } = await params;
  return portalMetadata(locale, "requests.detailTitle", {
    reference: REFERENCE.test(reference) ? reference : "",
  });
}

/**
 * `/{locale}/portal/requests/{reference}`: one quote or order request with its parts and its
 * status history; another organisation's request is not found.
 */
export default async function RequestPage({ params }: Props) {
  const { locale, reference } = await params;
  if (!REFERENCE.test(reference)) notFound();
  const context = await portalContext(locale, `/${locale}/portal/requests/${reference}`);
  const { t, displayLocale, sis } = context;
  const title = t("requests.detailTitle", { reference });
  const frame = (children: React.ReactNode) => (
    <PortalFrame locale={locale} area="requests" title={title}>
      {children}
    </PortalFrame>
  );
  if (!context.areas.includes("requests")) {
    return frame(<NoAccess context={context} area={t("requests.title")} />);
  }
  const answer = await sisCall(() => sis.partsRequest(reference));
  if (!answer.ok) {
    return frame(
      <SisStateView context={context} state={answer.state} area={t("requests.title")} />,
    );
  }
  const request = answer.value;
  if (!request) notFound();
  const status = (value: typeof request.status) => t(`requests.statuses.${enumKey(value)}`);
  const money = requestMoney(request.lines, displayLocale);
  return frame(
    <>
      <Link href={context.href("requests")}>{t("requests.back")}</Link>
      <DescriptionList
        columns={2}
        items={[
          { term: t("requests.reference"), description: request.reference },
          { term: t("requests.type"), description: t(`requests.types.${enumKey(request.type)}`) },
          // The status once, as a chip in its field (issue 42).
          {
            term: t("requests.status"),
            description: (
              <StatusBadge
                label={status(request.status)}
                tone={REQUEST_STATUS_TONE[request.status]}
              />
            ),
          },
          { term: t("requests.requester"), description: request.requester },
          ...(request.customerReference
            ? [{ term: t("requests.customerReference"), description: request.customerReference }]
            : []),
          {
            term: t("requests.created"),
            description: formatDateTime(request.createdAt, displayLocale),
          },
          {
            term: t("requests.updated"),
            description: formatDateTime(request.updatedAt, displayLocale),
          },
          ...(request.comment
            ? [{ term: t("requests.comment"), description: request.comment }]
            : []),
          ...(money.total ? [{ term: t("partsCart.total"), description: money.total }] : []),
        ]}
      />
      <Heading level={2}>{t("requests.lines")}</Heading>
      <RequestLines
        caption={t("requests.lines")}
        emptyText={t("partsCart.empty")}
        headers={{
          name: t("partsCart.name"),
          articleNumber: t("productInformation.columns.articleNumber"),
          quantity: t("partsCart.quantity"),
          unitPrice: t("requests.unitPrice"),
          lineTotal: t("partsCart.lineTotal"),
        }}
        rows={request.lines.map((line, index) => ({
          id: `${index}`,
          name: line.name,
          articleNumber: line.articleNumber,
          quantity: formatCount(line.quantity, displayLocale),
          unitPrice: money.lines[index]!.unitPrice,
          lineTotal: money.lines[index]!.lineTotal,
        }))}
      />
      <Heading level={2}>{t("requests.history")}</Heading>
      {request.history.length === 0 ? null : (
        <RequestHistory
          caption={t("requests.history")}
          headers={{
            status: t("requests.status"),
            at: t("requests.updated"),
            note: t("requests.note"),
          }}
          rows={request.history.map((entry, index) => ({
            id: `${index}`,
            status: status(entry.status),
            at: formatDateTime(entry.at, displayLocale),
            note: entry.note ?? "",
          }))}
        />
      )}
    </>,
  );
}
