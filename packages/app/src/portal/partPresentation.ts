import type { CartLine, PartSummaryProps, StatusTone } from "@wire/design-system";
import { type PartsCart, priceCartLines, toCents } from "@wire/domain";
import type {
  Cart,
  Part,
  PartsRequestStatus,
  ProductInformationStatus,
  SavedList,
} from "@wire/graphql";
import { enumKey } from "../i18n/enumKey";
import { formatCents, formatPrice } from "../i18n/formatMoney";
import type { Translator } from "../i18n/serverTranslator";
import { formatDay } from "./formatPortal";

/**
 * What formatting a part needs: the translator, the UI language and the display locale numbers,
 * prices and dates are written in (the domain's `displayLocale`: the language with the reader's
 * country).
 */
export interface PartTexts {
  t: Translator;
  language: string;
  displayLocale: string;
}

export { formatPrice };

/** A part's availability badge: its status and the status in words. */
export function partAvailability({ t }: PartTexts, part: Pick<Part, "availabilityStatus">) {
  return {
    status: part.availabilityStatus,
    label: t(`productInformation.availability.${enumKey(part.availabilityStatus)}`),
  };
}

/** The PartSummary of a part (spec §3 Part): facts formatted per locale, price when the contract shows one. */
export function partSummary(
  texts: PartTexts,
  part: Part,
): Omit<PartSummaryProps, "actions" | "overline" | "headingLevel" | "className"> {
  const { t } = texts;
  const price = formatPrice(part.price, part.currency, texts.displayLocale);
  return {
    name: part.name,
    articleNumber: part.articleNumber,
    availability: partAvailability(texts, part),
    stock: t("productInformation.stockPieces", { count: part.stock }),
    availableIn: t("productInformation.availabilityDays", { days: part.availabilityDays }),
    location: part.location,
    ...(price ? { price } : {}),
    labels: partSummaryLabels(texts),
  };
}

/** The terms of a PartSummary's facts. */
export function partSummaryLabels({ t }: PartTexts) {
  return {
    articleNumber: t("productInformation.columns.articleNumber"),
    stock: t("productInformation.columns.stock"),
    availableIn: t("productInformation.columns.availability"),
    location: t("productInformation.columns.location"),
    price: t("partsCart.price"),
  };
}

/** The parts cart as the cart page shows it, with the local mirror for the header badge (spec §9). */
export interface CartView {
  lines: CartLine[];
  count: number;
  countLabel: string;
  /** The sum of the lines' totals, formatted; "" without prices. */
  total: string;
  mirror: PartsCart;
}

/**
 * The server's cart as CartLines, its item count and total, and the local-storage mirror
 * (key, part id, article number, quantity; spec §3 Parts cart). Unit prices, line totals and the
 * total come from one rule, the domain's `priceCartLines`, in whole cents: the lines shown add
 * up to the total shown.
 */
export function cartView(texts: PartTexts, cart: Cart): CartView {
  // A line's part is null when the part no longer exists; it stays in the cart under its number.
  const priced = priceCartLines(
    cart.lines.map((line) => {
      const price = line.part?.price ?? null;
      return {
        unitPriceCents: price === null ? null : toCents(price),
        currency: price === null ? null : (line.part?.currency ?? null),
        quantity: line.quantity,
      };
    }),
  );
  return {
    lines: cart.lines.map((line, index) => {
      const part = line.part;
      const money = priced.lines[index]!;
      const unitPrice = formatCents(money.unitPriceCents, money.currency, texts.displayLocale);
      const price = formatCents(money.lineTotalCents, money.currency, texts.displayLocale);
      return {
        key: line.key,
        name: part?.name ?? line.articleNumber,
        articleNumber: line.articleNumber,
        ...(part ? { availability: partAvailability(texts, part) } : {}),
        quantity: line.quantity,
        ...(unitPrice ? { unitPrice } : {}),
        ...(price ? { price } : {}),
      };
    }),
    count: cart.itemCount,
    countLabel: texts.t("partsCart.itemCount", { count: cart.itemCount }),
    total: formatCents(priced.totalCents, priced.currency, texts.displayLocale),
    mirror: cartMirror(cart),
  };
}

/**
 * A quote or order request's unit prices, line totals and total (issue 42), formatted, from the
 * same whole-cent rule as the cart (`priceCartLines`): the lines add up to the total. A line
 * without a price shows none, and the total counts the priced lines.
 */
export function requestMoney(
  lines: readonly { unitPrice?: number | null; currency?: string | null; quantity: number }[],
  locale: string,
) {
  const priced = priceCartLines(
    lines.map((line) => {
      const price = line.unitPrice ?? null;
      return {
        unitPriceCents: price === null ? null : toCents(price),
        currency: price === null ? null : (line.currency ?? null),
        quantity: line.quantity,
      };
    }),
  );
  return {
    lines: priced.lines.map((line) => ({
      unitPrice: formatCents(line.unitPriceCents, line.currency, locale),
      lineTotal: formatCents(line.lineTotalCents, line.currency, locale),
    })),
    total: formatCents(priced.totalCents, priced.currency, locale),
  };
}

/** The server's cart as this browser's local mirror holds it (spec §3 Parts cart). */
export function cartMirror(cart: Cart): PartsCart {
  return {
    parts: cart.lines.map((line) => ({
      key: line.key,
      id: line.partId,
      articleNumber: line.articleNumber,
      quantity: line.quantity,
      data: { name: line.part?.name ?? line.articleNumber },
    })),
  };
}

/** A saved list as the cart page lists it. */
export interface SavedListView {
  id: string;
  name: string;
  summary: string;
}

/** Saved lists with their item count and last change, per locale. */
export function savedListViews(texts: PartTexts, lists: readonly SavedList[]): SavedListView[] {
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    summary: texts.t("partsCart.savedLists.summary", {
      count: list.itemCount,
      date: formatDay(list.updatedAt, texts.displayLocale),
    }),
  }));
}

/** The badge tone of a request's status (spec §4: Submitted → In review → Quoted / Confirmed → Closed). */
export const REQUEST_STATUS_TONE: Record<PartsRequestStatus, StatusTone> = {
  SUBMITTED: "info",
  IN_REVIEW: "brand",
  QUOTED: "caution",
  CONFIRMED: "positive",
  CLOSED: "neutral",
};

/** The badge tone of a product-information item's status. */
export const PRODUCT_STATUS_TONE: Record<ProductInformationStatus, StatusTone> = {
  ACTIVE: "positive",
  DISCONTINUED: "caution",
  CANCELLED: "critical",
};

/** A row of a model's parts list, presented on the server. */
export interface PartRow {
  id: string;
  partId: string;
  position: number;
  name: string;
  articleNumber: string;
  kind: string;
  availability: { label: string; tone: StatusTone };
  stock: string;
  price: string;
}
