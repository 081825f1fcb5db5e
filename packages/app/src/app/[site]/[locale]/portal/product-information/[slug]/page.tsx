import { DescriptionList, Heading, Text } from "@wire/design-system";
import type { Metadata } from "next";
import { PartsTable } from "../../../../../../components/portal/PartsTable";
import { enumKey } from "../../../../../../i18n/enumKey";
import { portalMetadata } from "../../../../../../portal/portalMetadata";
import { partRows, partsTableTexts, productPage } from "../../../../../../portal/productPage";
import { sisCall } from "../../../../../../portal/sisCall";

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "productInformation.tabs.spareAndWearParts");
}

/**
 * `/{locale}/portal/product-information/{slug}`: the item's facts (spec §3 Product information
 * listing) and its first tab, the spare and wear parts of its machine model (shown for the
 * models the organisation owns).
 */
export default async function ProductPage({ params }: Props) {
  const { locale, slug } = await params;
  const page = await productPage(locale, slug, "spareAndWearParts");
  if (page.blocked) return page.blocked;
  const { context, product, render } = page;
  const { t, sis } = context;
  const model = product.machineModel.productSlug;
  const [spare, wear] = await Promise.all([
    sisCall(() => sis.partsList(model, { kind: "SPARE" })),
    sisCall(() => sis.partsList(model, { kind: "WEAR" })),
  ]);
  const texts = partsTableTexts(context);
  return render(
    <>
      <DescriptionList
        columns={2}
        items={[
          { term: t("productInformation.columns.brand"), description: product.brand },
          { term: t("productInformation.columns.itemNumber"), description: product.itemNumber },
          {
            term: t("productInformation.columns.articleNumber"),
            description: product.articleNumber,
          },
          {
            term: t("productInformation.columns.status"),
            description: t(`productInformation.status.${enumKey(product.status)}`),
          },
          {
            term: t("productInformation.columns.stock"),
            description: t("productInformation.stockPieces", { count: product.stock }),
          },
          {
            term: t("productInformation.columns.availability"),
            description: t("productInformation.availabilityDays", {
              days: product.availabilityDays,
            }),
          },
          { term: t("productInformation.columns.location"), description: product.location },
          { term: t("productInformation.model"), description: product.machineModel.model },
        ]}
      />
      <Text>{product.description}</Text>
      {spare.ok && wear.ok && spare.value && wear.value ? (
        <>
          <Heading level={2}>{t("productInformation.kinds.spare")}</Heading>
          <PartsTable
            locale={locale}
            rows={partRows(context, spare.value)}
            caption={t("productInformation.kinds.spare")}
            emptyText={t("productInformation.noParts")}
            {...texts}
          />
          <Heading level={2}>{t("productInformation.kinds.wear")}</Heading>
          <PartsTable
            locale={locale}
            rows={partRows(context, wear.value)}
            caption={t("productInformation.kinds.wear")}
            emptyText={t("productInformation.noParts")}
            {...texts}
          />
        </>
      ) : (
        <Text>{t("productInformation.partsOnlyOwned")}</Text>
      )}
    </>,
  );
}
