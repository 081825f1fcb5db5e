import { Text } from "@wire/design-system";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FilterForm } from "../../../../../components/portal/FilterForm";
import { PageLinks } from "../../../../../components/portal/PageLinks";
import { ProductTable } from "../../../../../components/portal/ProductTable";
import { enumKey } from "../../../../../i18n/enumKey";
import { formatCount } from "../../../../../portal/formatPortal";
import {
  firstParam,
  isCanonical,
  listUrl,
  pageParam,
  searchTermParam,
} from "../../../../../portal/listParams";
import { PortalFrame } from "../../../../../portal/PortalFrame";
import { NoAccess, SisStateView } from "../../../../../portal/PortalStates";
import { PAGE_PLACEHOLDER } from "../../../../../portal/pagePlaceholder";
import { PRODUCT_STATUS_TONE } from "../../../../../portal/partPresentation";
import { portalContext } from "../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../portal/portalMetadata";
import { productHref } from "../../../../../portal/productPage";
import { sisCall } from "../../../../../portal/sisCall";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "productInformation.title");
}

const PER_PAGE = 20;

/**
 * `/{locale}/portal/product-information`: the product-information items of the installed base
 * with full-text search by product name or item number and "show active only" (spec §5),
 * status badges, stock and availability, paged; the whole state is in the URL.
 */
export default async function ProductInformationListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const search = await searchParams;
  const q = searchTermParam(search.q);
  const active = firstParam(search.active) === "1";
  const page = pageParam(firstParam(search.page), 10_000);
  const listPath = `/${locale}/portal/product-information`;
  const url = listUrl(listPath, { q, active: active ? "1" : "", page });
  if (!isCanonical(search, url)) redirect(url);
  const context = await portalContext(locale, url);
  const { t, language, sis } = context;
  const frame = (children: React.ReactNode) => (
    <PortalFrame locale={locale} area="productInformation" title={t("productInformation.title")}>
      {children}
    </PortalFrame>
  );
  if (!context.areas.includes("productInformation")) {
    return frame(<NoAccess context={context} area={t("productInformation.title")} />);
  }
  const answer = await sisCall(() =>
    sis.productInformationList({
      filter: { ...(q ? { search: q } : {}), ...(active ? { activeOnly: true } : {}) },
      first: PER_PAGE,
      offset: (page - 1) * PER_PAGE,
    }),
  );
  if (!answer.ok) {
    return frame(
      <SisStateView context={context} state={answer.state} area={t("productInformation.title")} />,
    );
  }
  const { total, items } = answer.value;
  const pageCount = Math.max(1, Math.ceil(total / PER_PAGE));
  return frame(
    <>
      <FilterForm
        label={t("productInformation.filters")}
        submitLabel={t("common.apply")}
        resetHref={listPath}
        resetLabel={t("common.resetFilters")}
        fields={[
          { kind: "search", name: "q", label: t("productInformation.list.searchLabel"), value: q },
          {
            kind: "checkbox",
            name: "active",
            label: t("productInformation.list.showActiveOnly"),
            checked: active,
          },
        ]}
      />
      <Text role="status">{t("productInformation.count", { count: total })}</Text>
      <ProductTable
        caption={t("productInformation.caption", {
          page: formatCount(page, language),
          pageCount: formatCount(pageCount, language),
        })}
        emptyText={t("productInformation.list.empty")}
        headers={{
          product: t("productInformation.columns.product"),
          brand: t("productInformation.columns.brand"),
          itemNumber: t("productInformation.columns.itemNumber"),
          articleNumber: t("productInformation.columns.articleNumber"),
          status: t("productInformation.columns.status"),
          stock: t("productInformation.columns.stock"),
          availability: t("productInformation.columns.availability"),
          location: t("productInformation.columns.location"),
        }}
        rows={items.map((item) => ({
          id: item.id,
          href: productHref(locale, item.slug),
          name: item.name,
          brand: item.brand,
          itemNumber: item.itemNumber,
          articleNumber: item.articleNumber,
          status: {
            label: t(`productInformation.status.${enumKey(item.status)}`),
            tone: PRODUCT_STATUS_TONE[item.status],
          },
          stock: t("productInformation.stockPieces", { count: item.stock }),
          availability: t("productInformation.availabilityDays", { days: item.availabilityDays }),
          location: item.location,
        }))}
      />
      <PageLinks
        label={t("productInformation.pagination")}
        page={page}
        pageCount={pageCount}
        hrefTemplate={`${listUrl(listPath, { q, active: active ? "1" : "", page: 2 }).replace("page=2", `page=${PAGE_PLACEHOLDER}`)}`}
        pageLabelTemplate={t("tickets.list.page", { page: PAGE_PLACEHOLDER })}
        previousLabel={t("tickets.list.previous")}
        nextLabel={t("tickets.list.next")}
      />
    </>,
  );
}
