"use client";

import {
  addToBasket,
  type ComparisonBasket,
  changeVariant,
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
  useRef,
  useState,
} from "react";

function store(basket: ComparisonBasket) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.comparisonBasket, JSON.stringify(basket));
  } catch {}
}

/** The empty basket, as `EMPTY_BASKET` of @wire/domain (kept here: that module brings zod). */
const EMPTY: ComparisonBasket = { classifications: [] };

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
  const [basket, setState] = useState<ComparisonBasket>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  // Changes made before the stored basket is read are replayed onto it, so no press is lost.
  const pending = useRef<((basket: ComparisonBasket) => ComparisonBasket)[] | null>([]);

  useEffect(() => {
    const read = async () => {
      let stored: string | null = null;
      try {
        stored = window.localStorage.getItem(STORAGE_KEYS.comparisonBasket);
      } catch {}
      // The stored basket is validated with a zod schema, loaded after the page is interactive:
      // zod stays out of every page's first-load JavaScript.
      const { parseStoredBasket } = await import("@wire/domain");
      const replay = pending.current ?? [];
      pending.current = null;
      const next = replay.reduce((b, change) => change(b), parseStoredBasket(stored, logger));
      setState(next);
      if (replay.length > 0) store(next);
      setLoaded(true);
    };
    void read();
    // Another tab changed the basket.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.comparisonBasket) void read();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const update = useCallback((change: (basket: ComparisonBasket) => ComparisonBasket) => {
    if (pending.current) {
      pending.current.push(change);
      setState(change);
      return;
    }
    setState((current) => {
      const next = change(current);
      store(next);
      return next;
    });
  }, []);

  const value = useMemo<CompareBasketState>(() => {
    const slugs = new Set(basket.classifications.flatMap((g) => g.products.map((p) => p.slug)));
    return {
      basket,
      setBasket: (next) => update(() => next),
      isInBasket: (slug) => slugs.has(slug),
      add: (classificationSlug, slug, variantId = null) =>
        update((b) => addToBasket(b, classificationSlug, { slug, variantId })),
      removeSlug: (slug) => update((b) => removeSlugFromBasket(b, slug)),
      remove: (key) => update((b) => removeFromBasket(b, key)),
      removeClassification: (slug) => update((b) => removeClassification(b, slug)),
      changeVariant: (key, variantId) => update((b) => changeVariant(b, key, variantId)),
      count: basket.classifications.reduce((n, g) => n + g.products.length, 0),
      loaded,
    };
  }, [basket, update, loaded]);

  return <CompareBasketContext value={value}>{children}</CompareBasketContext>;
}

export function useCompareBasket(): CompareBasketState {
  const state = useContext(CompareBasketContext);
  if (!state) throw new Error("useCompareBasket needs a CompareBasketProvider above it");
  return state;
}
