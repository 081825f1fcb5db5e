import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PartsTable } from "../../../../../../../components/portal/PartsTable";
import { SisStateView } from "../../../../../../../portal/PortalStates";
import { portalMetadata } from "../../../../../../../portal/portalMetadata";
import { partRows, partsTableTexts, productPage } from "../../../../../../../portal/productPage";
import { sisCall } from "../../../../../../../portal/sisCall";

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "productInformation.tabs.partsList");
}

/**
 * `/{locale}/portal/product-information/{slug}/parts-list`: the machine model's bill of
 * materials by position, each part with "Add to cart"; a model the organisation does not own
 * is not found.
 */
export default async function PartsListPage({ params }: Props) {
  const { locale, slug } = await params;
  const page = await productPage(locale, slug, "partsList");
  if (page.blocked) return page.blocked;
  const { context, product, render } = page;
  const { t, sis } = context;
  const list = await sisCall(() => sis.partsList(product.machineModel.productSlug));
  if (!list.ok) {
    return render(
      <SisStateView context={context} state={list.state} area={t("productInformation.title")} />,
    );
  }
  if (!list.value) notFound();
  return render(
    <PartsTable
      locale={locale}
      rows={partRows(context, list.value)}
      caption={t("productInformation.partsCaption", { model: list.value.model })}
      emptyText={t("productInformation.noParts")}
      {...partsTableTexts(context)}
    />,
  );
}
