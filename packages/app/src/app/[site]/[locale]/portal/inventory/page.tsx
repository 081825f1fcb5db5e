import { Link, Text } from "@wire/design-system";
import type { ContractLevel } from "@wire/graphql";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FilterForm } from "../../../../../components/portal/FilterForm";
import { MachineTable } from "../../../../../components/portal/MachineTable";
import { PageLinks } from "../../../../../components/portal/PageLinks";
import { enumKey } from "../../../../../i18n/enumKey";
import {
  idParam,
  isCanonical,
  listUrl,
  firstParam as one,
  oneOf,
  pageParam,
  searchTermParam,
} from "../../../../../portal/listParams";
import { machineTable } from "../../../../../portal/machineRows";
import { PortalFrame } from "../../../../../portal/PortalFrame";
import { NoAccess, SisStateView } from "../../../../../portal/PortalStates";
import { PAGE_PLACEHOLDER } from "../../../../../portal/pagePlaceholder";
import { portalContext } from "../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../portal/portalMetadata";
import { sisCall } from "../../../../../portal/sisCall";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "inventory.title");
}

const PER_PAGE = 25;
const CONTRACTS: readonly ContractLevel[] = ["NONE", "BASIC", "PLUS", "PREMIUM"];

/** `/{locale}/portal/inventory`: the organisation's machines, searched and filtered in the URL. */
export default async function InventoryPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const search = await searchParams;
  const query = {
    q: searchTermParam(search.q),
    location: idParam(one(search.location)),
    model: idParam(one(search.model)),
    warranty: oneOf(one(search.warranty), ["UNDER_WARRANTY", "EXPIRED"] as const),
    contract: oneOf(one(search.contract), CONTRACTS),
    page: pageParam(one(search.page), 1000),
  };
  const path = `/${locale}/portal/inventory`;
  const urlOf = (page: number | string) => listUrl(path, { ...query, page });
  if (!isCanonical(search, urlOf(query.page))) redirect(urlOf(query.page));
  const context = await portalContext(locale, urlOf(query.page));
  const { t, sis } = context;
  const frame = (children: React.ReactNode) => (
    <PortalFrame locale={locale} area="inventory" title={t("inventory.title")}>
      {children}
    </PortalFrame>
  );
  if (!context.areas.includes("inventory")) {
    return frame(<NoAccess context={context} area={t("inventory.title")} />);
  }
  const answer = await sisCall(() =>
    sis.machines({
      filter: {
        ...(query.q ? { search: query.q } : {}),
        ...(query.location ? { locationId: query.location } : {}),
        ...(query.model ? { productSlug: query.model } : {}),
        ...(query.warranty ? { warranty: query.warranty as "UNDER_WARRANTY" | "EXPIRED" } : {}),
        ...(query.contract ? { contract: query.contract as ContractLevel } : {}),
      },
      first: PER_PAGE,
      offset: (query.page - 1) * PER_PAGE,
    }),
  );
  if (!answer.ok)
    return frame(
      <SisStateView context={context} state={answer.state} area={t("inventory.title")} />,
    );
  const { machines, locations } = answer.value;
  const { rows, headers } = machineTable(context, machines.items);
  const any = { id: "all", label: t("inventory.any") };
  return frame(
    <>
      <Link href={`${path}/old`}>{t("inventory.oldVersion")}</Link>
      <FilterForm
        label={t("inventory.filters")}
        submitLabel={t("common.apply")}
        resetHref={path}
        resetLabel={t("common.resetFilters")}
        fields={[
          { kind: "search", name: "q", label: t("inventory.searchLabel"), value: query.q },
          {
            kind: "select",
            name: "location",
            label: t("inventory.location"),
            value: query.location,
            options: [
              { id: "all", label: t("inventory.allLocations") },
              ...locations.map((l) => ({ id: l.id, label: l.name })),
            ],
          },
          {
            kind: "select",
            name: "model",
            label: t("inventory.model"),
            value: query.model,
            options: [
              { id: "all", label: t("inventory.allModels") },
              ...machines.models.map((m) => ({ id: m.productSlug, label: m.model })),
            ],
          },
          {
            kind: "select",
            name: "warranty",
            label: t("inventory.warranty"),
            value: query.warranty,
            options: [
              any,
              { id: "UNDER_WARRANTY", label: t("inventory.underWarranty") },
              { id: "EXPIRED", label: t("inventory.warrantyExpired") },
            ],
          },
          {
            kind: "select",
            name: "contract",
            label: t("inventory.contract"),
            value: query.contract,
            options: [
              any,
              ...CONTRACTS.map((id) => ({ id, label: t(`inventory.contracts.${enumKey(id)}`) })),
            ],
          },
        ]}
      />
      <Text role="status">{t("inventory.machineCount", { count: machines.total })}</Text>
      <MachineTable
        caption={t("inventory.caption")}
        emptyText={t("inventory.empty")}
        rows={rows}
        headers={headers}
      />
      <PageLinks
        label={t("inventory.pagination")}
        page={query.page}
        pageCount={Math.max(1, Math.ceil(machines.total / PER_PAGE))}
        hrefTemplate={urlOf(PAGE_PLACEHOLDER)}
        pageLabelTemplate={t("tickets.list.page", { page: PAGE_PLACEHOLDER })}
        previousLabel={t("tickets.list.previous")}
        nextLabel={t("tickets.list.next")}
      />
    </>,
  );
}
