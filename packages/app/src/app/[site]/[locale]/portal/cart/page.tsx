import { Link } from "@wire/design-system";
import type { Metadata } from "next";
import { PartsCartView } from "../../../../../components/portal/PartsCartView";
import { PortalFrame } from "../../../../../portal/PortalFrame";
import { NoAccess, SisStateView } from "../../../../../portal/PortalStates";
import { cartView, savedListViews } from "../../../../../portal/partPresentation";
import { portalContext } from "../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../portal/portalMetadata";
import { quickOrderTexts } from "../../../../../portal/quickOrderTexts";
import { sisCall } from "../../../../../portal/sisCall";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "partsCart.title");
}

/**
 * `/{locale}/portal/cart`: the user's parts cart, stored on the server (so it follows them to
 * another browser) and mirrored in local storage for the header's badge; quick order, saved
 * lists and the quote or order request.
 */
export default async function PartsCartPage({ params }: Props) {
  const { locale } = await params;
  const context = await portalContext(locale, `/${locale}/portal/cart`);
  const { t, sis } = context;
  const frame = (children: React.ReactNode) => (
    <PortalFrame locale={locale} area="cart" title={t("partsCart.title")}>
      {children}
    </PortalFrame>
  );
  if (!context.areas.includes("cart")) {
    return frame(<NoAccess context={context} area={t("partsCart.title")} />);
  }
  const answer = await sisCall(() => Promise.all([sis.cart(), sis.savedLists()]));
  if (!answer.ok) {
    return frame(
      <SisStateView context={context} state={answer.state} area={t("partsCart.title")} />,
    );
  }
  const [cart, lists] = answer.value;
  return frame(
    <>
      <Link href={context.href("requests")}>{t("partsCart.request.history")}</Link>
      <PartsCartView
        locale={locale}
        initialCart={cartView(context, cart)}
        initialLists={savedListViews(context, lists)}
        texts={{
          lines: {
            caption: t("partsCart.caption"),
            name: t("partsCart.name"),
            articleNumber: t("productInformation.columns.articleNumber"),
            availability: t("productInformation.columns.availability"),
            quantity: t("partsCart.quantity"),
            unitPrice: t("partsCart.unitPrice"),
            price: t("partsCart.lineTotal"),
            remove: t("partsCart.remove"),
            actions: t("partsCart.actions"),
            decrement: t("partsCart.fewer"),
            increment: t("partsCart.more"),
          },
          emptyTitle: t("partsCart.empty"),
          emptyText: t("partsCart.emptyText"),
          findParts: t("partsCart.findParts"),
          findPartsHref: context.href("productInformation"),
          total: t("partsCart.total"),
          clear: t("partsCart.clear"),
          summary: {
            title: t("partsCart.summary"),
            parts: t("partsCart.parts"),
            clearConfirm: t("partsCart.clearConfirm"),
            cancel: t("form.cancel"),
            close: t("common.close"),
          },
          quickOrderTitle: t("partsCart.quickOrder.title"),
          quickOrder: quickOrderTexts(t),
          savedLists: {
            title: t("partsCart.savedLists.title"),
            name: t("partsCart.savedLists.name"),
            save: t("partsCart.savedLists.save"),
            empty: t("partsCart.savedLists.empty"),
            caption: t("partsCart.savedLists.caption"),
            summary: t("partsCart.savedLists.parts"),
            actions: t("partsCart.actions"),
            addToCart: t("partsCart.savedLists.addToCart"),
            delete: t("partsCart.savedLists.delete"),
          },
          request: {
            customerReference: t("partsCart.request.customerReference"),
            comment: t("partsCart.request.comment"),
            submitQuote: t("partsCart.request.quote"),
            submitOrder: t("partsCart.request.orderType"),
            open: t("partsCart.request.open", { reference: "{reference}" }),
            requestsHref: context.href("requests"),
          },
        }}
      />
    </>,
  );
}
