import { Heading, Link, Text } from "@wire/design-system";
import type { Metadata } from "next";
import { QuickOrder } from "../../../../../../../components/portal/QuickOrder";
import { portalMetadata } from "../../../../../../../portal/portalMetadata";
import { productHref, productPage } from "../../../../../../../portal/productPage";
import { quickOrderTexts } from "../../../../../../../portal/quickOrderTexts";

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "productInformation.tabs.orderParts");
}

/**
 * `/{locale}/portal/product-information/{slug}/order-parts`: ordering this product's parts:
 * quick order by article number or CSV straight into the parts cart, and the ways to the parts
 * finder, the parts list and the cart.
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
      <Heading level={2}>{t("partsCart.quickOrder.title")}</Heading>
      <QuickOrder locale={locale} texts={quickOrderTexts(t)} />
    </>,
  );
}
