import { DescriptionList, Text } from "@wire/design-system";
import type { Metadata } from "next";
import { formatFileSize } from "../../../../../../../i18n/formatFileSize";
import { formatDay } from "../../../../../../../portal/formatPortal";
import { portalMetadata } from "../../../../../../../portal/portalMetadata";
import { productPage } from "../../../../../../../portal/productPage";

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "productInformation.tabs.software");
}

/** `/{locale}/portal/product-information/{slug}/software`: the product's software packages. */
export default async function SoftwarePage({ params }: Props) {
  const { locale, slug } = await params;
  const page = await productPage(locale, slug, "software");
  if (page.blocked) return page.blocked;
  const { context, product, render } = page;
  const { t, displayLocale } = context;
  return render(
    product.software.length === 0 ? (
      <Text>{t("productInformation.softwareEmpty")}</Text>
    ) : (
      <DescriptionList
        items={product.software.map((software) => ({
          term: software.name,
          description: `${t("productInformation.softwareVersion", {
            version: software.version,
            date: formatDay(software.releaseDate, displayLocale),
            platform: software.platform,
            size: formatFileSize(software.sizeBytes, displayLocale),
          })}. ${software.releaseNotes}`,
        }))}
      />
    ),
  );
}
