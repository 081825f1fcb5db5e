"use client";

import {
  addToBasket,
  type ComparisonBasket,
  changeVariant,
  EMPTY_BASKET,
  parseStoredBasket,
  removeClassification,
  removeFromBasket,
  removeSlugFromBasket,
  STORAGE_KEYS,
} from "@wire/domain";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";

interface CompareBasketState {
  basket: ComparisonBasket;
  /** Replaces the basket (and stores it). */
  setBasket: (basket: ComparisonBasket) => void;
  isInBasket: (slug: string) => boolean;
  /** Adds one instance of a product to its classification's group. */
  add: (classificationSlug: string, slug: string, variantId?: string | null) => void;
  /** Removes every instance of a product. */
  removeSlug: (slug: string) => void;
  /** Removes one product instance by key (its group goes when empty). */
  remove: (key: string) => void;
  /** Removes a whole classification group. */
  removeClassification: (classificationSlug: string) => void;
  /** Changes the variant of one product instance. */
  changeVariant: (key: string, variantId: string | null) => void;
  /** Product instances in the basket. */
  count: number;
  /** False until the stored basket has been read (after hydration). */
  loaded: boolean;
}

const CompareBasketContext = createContext<CompareBasketState | null>(null);

const logger = { warn: (message: string) => console.warn(`[compare] ${message}`) };

/**
 * The product comparison basket (spec sections 3 and 4), kept in local
 * storage under its spec key. It is read after hydration, so the server
 * and the first client render agree (empty); stored data that does not
 * parse gives an empty basket with a warning, never an error page.
 */
export function CompareBasketProvider({ children }: { children: ReactNode }) {
  const [basket, setState] = useState<ComparisonBasket>(EMPTY_BASKET);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const read = () => {
      let stored: string | null = null;
      try {
        stored = window.localStorage.getItem(STORAGE_KEYS.comparisonBasket);
      } catch {}
      setState(parseStoredBasket(stored, logger));
      setLoaded(true);
    };
    read();
    // Another tab changed the basket.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.comparisonBasket) read();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const setBasket = useCallback((next: ComparisonBasket) => {
    setState(next);
    try {
      window.localStorage.setItem(STORAGE_KEYS.comparisonBasket, JSON.stringify(next));
    } catch {}
  }, []);

  const value = useMemo<CompareBasketState>(() => {
    const slugs = new Set(basket.classifications.flatMap((g) => g.products.map((p) => p.slug)));
    return {
      basket,
      setBasket,
      isInBasket: (slug) => slugs.has(slug),
      add: (classificationSlug, slug, variantId = null) =>
        setBasket(addToBasket(basket, classificationSlug, { slug, variantId })),
      removeSlug: (slug) => setBasket(removeSlugFromBasket(basket, slug)),
      remove: (key) => setBasket(removeFromBasket(basket, key)),
      removeClassification: (slug) => setBasket(removeClassification(basket, slug)),
      changeVariant: (key, variantId) => setBasket(changeVariant(basket, key, variantId)),
      count: basket.classifications.reduce((n, g) => n + g.products.length, 0),
      loaded,
    };
  }, [basket, setBasket, loaded]);

  return <CompareBasketContext value={value}>{children}</CompareBasketContext>;
}

export function useCompareBasket(): CompareBasketState {
  const state = useContext(CompareBasketContext);
  if (!state) throw new Error("useCompareBasket needs a CompareBasketProvider above it");
  return state;
}
