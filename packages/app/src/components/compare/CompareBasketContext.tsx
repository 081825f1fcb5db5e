"use client";

import { type ComparisonBasket, STORAGE_KEYS } from "@wire/domain";
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

/** A change of the basket: the domain's basket rules take the basket and give the next one. */
export type BasketChange = (basket: ComparisonBasket) => ComparisonBasket;

export interface CompareBasketStore {
  basket: ComparisonBasket;
  /** Applies a change to the basket (and stores it). */
  update: (change: BasketChange) => void;
  /** Product instances in the basket. */
  count: number;
  /** False until the stored basket has been read (after hydration). */
  loaded: boolean;
}

const CompareBasketContext = createContext<CompareBasketStore | null>(null);

const logger = { warn: (message: string) => console.warn(`[compare] ${message}`) };

/**
 * The product comparison basket (spec sections 3 and 4), kept in local
 * storage under its spec key. It is read after hydration, so the server
 * and the first client render agree (empty); stored data that does not
 * parse gives an empty basket with a warning, never an error page, and
 * the empty basket is stored in its place.
 */
export function CompareBasketProvider({ children }: { children: ReactNode }) {
  const [basket, setState] = useState<ComparisonBasket>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  // Changes made before the stored basket is read are replayed onto it, so no press is lost.
  const pending = useRef<BasketChange[] | null>([]);

  useEffect(() => {
    const read = async () => {
      let stored: string | null = null;
      try {
        stored = window.localStorage.getItem(STORAGE_KEYS.comparisonBasket);
      } catch {}
      // A stored basket is validated with a zod schema, loaded after the page is interactive and
      // only when something is stored: zod stays out of every page's first load, and a visitor
      // who never compared never loads it (`pnpm bench pages`: 30 KiB gz, ~160 ms of script).
      let parsed = EMPTY;
      let invalid = false;
      if (stored !== null && stored.trim() !== "") {
        const domain = await import("@wire/domain");
        parsed = domain.parseStoredBasket(stored, logger);
        // Data that does not parse is reset in storage too (spec §8), not only in this page's
        // memory: it would otherwise stay until the next change, warning on every page.
        invalid = parsed === domain.EMPTY_BASKET;
      }
      const replay = pending.current ?? [];
      pending.current = null;
      const next = replay.reduce((b, change) => change(b), parsed);
      setState(next);
      if (replay.length > 0 || invalid) store(next);
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

  const update = useCallback((change: BasketChange) => {
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

  const value = useMemo<CompareBasketStore>(
    () => ({
      basket,
      update,
      count: basket.classifications.reduce((n, g) => n + g.products.length, 0),
      loaded,
    }),
    [basket, update, loaded],
  );

  return <CompareBasketContext value={value}>{children}</CompareBasketContext>;
}

/**
 * The basket's store. Pages use `useCompareBasket` (with the basket's
 * actions); this alone is what the side button needs for its count, so the
 * basket rules stay out of every page's first load.
 */
export function useCompareBasketStore(): CompareBasketStore {
  const state = useContext(CompareBasketContext);
  if (!state) throw new Error("useCompareBasket needs a CompareBasketProvider above it");
  return state;
}
