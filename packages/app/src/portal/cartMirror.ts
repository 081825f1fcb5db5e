import { type PartsCart, STORAGE_KEYS } from "@wire/domain";

/**
 * Mirrors the server's parts cart into this browser's local storage (spec §9), where the
 * header's badge reads it, and tells the badge in this tab (the `storage` event reaches only
 * the other tabs by itself). A browser that refuses storage keeps the server's cart anyway.
 */
export function writeCartMirror(cart: PartsCart): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.partsCart, JSON.stringify(cart));
  } catch (error) {
    console.warn(`[parts cart] local mirror not written: ${(error as Error).message}`);
  }
  window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.partsCart }));
}
