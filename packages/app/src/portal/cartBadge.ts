import { cartItemCount, parseStoredCart, STORAGE_KEYS } from "@wire/domain";
import { createTranslator } from "use-intl/core";

/**
 * The parts-cart badge from this browser's stored cart (spec §9): its item count and the
 * badge's label in the UI language. Loaded by the portal header after hydration, so the cart's
 * schema (zod) and the message formatter stay out of every portal page's first load.
 */
export function storedCartBadge(locale: string, badgeMessage: string) {
  const count = cartItemCount(
    parseStoredCart(window.localStorage.getItem(STORAGE_KEYS.partsCart), console),
  );
  const t = createTranslator({ locale, messages: { badge: badgeMessage } });
  return { count, label: t("badge", { count }) };
}
