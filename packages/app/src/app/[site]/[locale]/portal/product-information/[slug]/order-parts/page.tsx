import { Link, Text } from "@wire/design-system";
import type { Metadata } from "next";
import { portalMetadata } from "../../../../../../../portal/portalMetadata";
import { productHref, productPage } from "../../../../../../../portal/productPage";

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "productInformation.tabs.orderParts");
}

/**
 * `/{locale}/portal/product-information/{slug}/order-parts`: how to order this product's
 * parts: from the parts finder or the parts list, or by article number in the parts cart.
 */
export default async function OrderPartsPage({ params }: Props) {
  const { locale, slug } = await params;
  const page = await productPage(locale, slug, "orderParts");
  if (page.blocked) return page.blocked;
  const { context, product, render } = page;
  const { t } = context;
  return render(
    <>
      <Text>{t("productInformation.orderPartsText")}</Text>
      <Link href={productHref(locale, product.slug, "partsFinder")}>
        {t("productInformation.tabs.partsFinder")}
      </Link>
      <Link href={productHref(locale, product.slug, "partsList")}>
        {t("productInformation.tabs.partsList")}
      </Link>
      <Link href={context.href("cart")}>{t("productInformation.toCart")}</Link>
    </>,
  );
}
