"use client";

import {
  addToBasket,
  type ComparisonBasket,
  changeVariant,
  removeClassification,
  removeFromBasket,
  removeSlugFromBasket,
} from "@wire/domain";
import { useMemo } from "react";
import { useCompareBasketStore } from "./CompareBasketContext";

export interface CompareBasketState {
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

/** The comparison basket with its actions (the domain's basket rules), for the compare UI. */
export function useCompareBasket(): CompareBasketState {
  const { basket, update, count, loaded } = useCompareBasketStore();
  return useMemo(() => {
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
      count,
      loaded,
    };
  }, [basket, update, count, loaded]);
}
