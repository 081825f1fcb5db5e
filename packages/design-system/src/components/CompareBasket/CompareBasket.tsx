"use client";

import { CompareThumbnail } from "../../private/CompareThumbnail";
import { Button } from "../Button/Button";
import { EmptyState } from "../EmptyState/EmptyState";
import { IconButton } from "../IconButton/IconButton";
import { Select, type SelectOption } from "../Select/Select";
import * as styles from "./CompareBasket.css";

/** One product instance in the basket, with what the panel shows of it. */
export interface CompareBasketItem {
  /** The instance key (a product can be in the basket once per variant). */
  key: string;
  /** The product slug. */
  slug: string;
  name: string;
  image?: { src: string; alt: string };
  /** The product's variants, labelled in the visitor's measurement system. */
  variants: readonly SelectOption[];
  /** The chosen variant, or null before one is chosen. */
  variantId: string | null;
}

/** A classification group of the basket; products are compared within one group. */
export interface CompareBasketGroup {
  /** The classification slug. */
  slug: string;
  /** The classification name. */
  name: string;
  items: readonly CompareBasketItem[];
}

export interface CompareBasketLabels {
  /** Label of each variant Select, e.g. "Variant". */
  variant: string;
  /** e.g. (name) => `Remove ${name}`. */
  remove: (name: string) => string;
  /** e.g. (name) => `Remove all ${name}`; offered when a product is in the group more than once. */
  removeAllOfProduct: (name: string) => string;
  /** e.g. (name) => `Remove ${name} from the comparison`. */
  removeClassification: (name: string) => string;
  /** e.g. "Compare". */
  compare: string;
  /** e.g. (count) => `${count} products`. */
  count: (count: number) => string;
  emptyTitle: string;
  emptyText?: string;
}

export interface CompareBasketProps {
  groups: readonly CompareBasketGroup[];
  /** Texts, translated by the app. */
  labels: CompareBasketLabels;
  onVariantChange: (key: string, variantId: string) => void;
  onRemove: (key: string) => void;
  /** Removes every instance of a product slug (`removeSlugFromBasket` in @wire/domain). */
  onRemoveSlug: (slug: string) => void;
  onRemoveClassification: (classificationSlug: string) => void;
  /** Opens the comparison of one classification group. */
  onCompare: (classificationSlug: string) => void;
}

/**
 * The compare basket panel's contents: products grouped by classification,
 * each with its variant, remove and remove-all actions; per group a compare
 * button and "remove classification". The basket rules stay in @wire/domain;
 * this only renders the basket and reports what the visitor asked for.
 */
export function CompareBasket({
  groups,
  labels,
  onVariantChange,
  onRemove,
  onRemoveSlug,
  onRemoveClassification,
  onCompare,
}: CompareBasketProps) {
  if (groups.length === 0) {
    return (
      <EmptyState
        icon="compare"
        title={labels.emptyTitle}
        text={labels.emptyText}
        headingLevel={3}
      />
    );
  }
  return (
    <div className={styles.root}>
      {groups.map((group) => {
        const seen = new Set<string>();
        const slugCounts = new Map<string, number>();
        for (const item of group.items) {
          slugCounts.set(item.slug, (slugCounts.get(item.slug) ?? 0) + 1);
        }
        return (
          <section key={group.slug} className={styles.group} aria-label={group.name}>
            <div className={styles.groupHeader}>
              <h3 className={styles.groupTitle}>{group.name}</h3>
              <IconButton
                icon="close"
                size="small"
                label={labels.removeClassification(group.name)}
                onPress={() => onRemoveClassification(group.slug)}
              />
            </div>
            <ul className={styles.list}>
              {group.items.map((item) => {
                // "Remove all" once per repeated product, on its first instance.
                const showRemoveAll = (slugCounts.get(item.slug) ?? 0) > 1 && !seen.has(item.slug);
                seen.add(item.slug);
                return (
                  <li key={item.key} className={styles.item}>
                    <CompareThumbnail image={item.image} className={styles.thumb} />
                    <div className={styles.itemBody}>
                      <p className={styles.name}>{item.name}</p>
                      {item.variants.length > 0 ? (
                        <Select
                          label={labels.variant}
                          items={item.variants}
                          selectedKey={item.variantId}
                          onSelectionChange={(key) => {
                            if (key !== null) onVariantChange(item.key, String(key));
                          }}
                        />
                      ) : null}
                      {showRemoveAll ? (
                        <Button variant="link" size="small" onPress={() => onRemoveSlug(item.slug)}>
                          {labels.removeAllOfProduct(item.name)}
                        </Button>
                      ) : null}
                    </div>
                    <div className={styles.itemActions}>
                      <IconButton
                        icon="close"
                        size="small"
                        label={labels.remove(item.name)}
                        onPress={() => onRemove(item.key)}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
            <div className={styles.groupActions}>
              <span>{labels.count(group.items.length)}</span>
              <Button
                size="small"
                isDisabled={group.items.length < 2}
                onPress={() => onCompare(group.slug)}
              >
                {labels.compare}
              </Button>
            </div>
          </section>
        );
      })}
    </div>
  );
}
