import {
  cartItemCount,
  EMPTY_CART,
  type PartsCart,
  parseStoredCart,
  STORAGE_KEYS,
} from "@wire/domain";
import { createTranslator } from "use-intl/core";

/**
 * The parts-cart badge from this browser's stored cart (spec §9): its item count and the
 * badge's label in the UI language. Invalid stored data resets the mirror to the empty cart and
 * is logged (spec §8); the server's cart, when the page brought it, replaces the mirror (the
 * cart lives on the server and follows the user to other browsers). Loaded by the portal header
 * after hydration, so the cart's schema (zod) and the message formatter stay out of every
 * portal page's first load.
 */
export function storedCartBadge(locale: string, badgeMessage: string, server?: PartsCart | null) {
  const stored = window.localStorage.getItem(STORAGE_KEYS.partsCart);
  let cart = parseStoredCart(stored, console);
  const invalid = stored !== null && stored.trim() !== "" && cart === EMPTY_CART;
  if (server) cart = server;
  if (server || invalid) {
    try {
      window.localStorage.setItem(STORAGE_KEYS.partsCart, JSON.stringify(cart));
    } catch (error) {
      console.warn(`[parts cart] local mirror not written: ${(error as Error).message}`);
    }
  }
  const count = cartItemCount(cart);
  const t = createTranslator({ locale, messages: { badge: badgeMessage } });
  return { count, label: t("badge", { count }) };
}
