"use client";

import { Link } from "@wire/design-system";
import {
  addToBasket,
  type ComparisonBasket,
  compareSpecifications,
  comparisonCandidates,
  type MeasurementSystem,
} from "@wire/domain";
import { useParams } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import useSWR from "swr";
import { useTranslations } from "use-intl";
import { answerJson } from "../../http/answerJson";
import { useOverlay } from "../overlays/OverlayContext";
import { COMPARE_PARAM, compareShareUrl, parseCompareParam } from "./compareLink";
import type { CompareProductData, CompareResponse } from "./compareResponse";
import {
  type CompareBasketGroup,
  CompareBasketPanel,
  type CompareCandidate,
  CompareDetailModal,
} from "./designSystemCompare";
import { useCompareBasket } from "./useCompareBasket";

async function fetchCompare(url: string): Promise<CompareResponse> {
  return answerJson<CompareResponse>(await fetch(url));
}

function compareUrl(locale: string, slugs: readonly string[], classifications: readonly string[]) {
  const query = new URLSearchParams({ locale });
  if (slugs.length > 0) query.set("slugs", [...new Set(slugs)].sort().join(","));
  if (classifications.length > 0) query.set("classifications", [...classifications].join(","));
  return `/api/compare?${query.toString()}`;
}

function variantName(
  variant: CompareProductData["variants"][number],
  system: MeasurementSystem,
): string {
  return system === "Imperial" ? variant.nameImperial : variant.nameMetric;
}

/** A basket instance's specifications: its variant's first (they win over the product's). */
function instanceSpecifications(product: CompareProductData | undefined, variantId: string | null) {
  if (!product) return [];
  const variant = product.variants.find((v) => v.id === variantId);
  return [...(variant?.specifications ?? []), ...product.specifications];
}

/**
 * The comparison basket's overlays (spec sections 2, 4, 5): the compare basket panel (groups by
 * classification with variant change and the remove actions) and the compare detail modal
 * (specifications side by side in the visitor's measurement system, "hide identical", products
 * that can still be added, a link to share the comparison). A page opened with
 * `?compare=slug:variant,…` adds those products and opens their comparison.
 */
export function CompareOverlays() {
  const t = useTranslations();
  const { open, setOpen } = useOverlay();
  const compare = useCompareBasket();
  const { basket } = compare;
  const params = useParams<{ locale?: string }>();
  const locale = params.locale ?? "en";
  const [detailGroup, setDetailGroup] = useState<string | null>(null);
  const [hideIdentical, setHideIdentical] = useState(false);
  const [shareUrl, setShareUrl] = useState("");

  const panelOpen = open === "compare";
  const slugs = basket.classifications.flatMap((g) => g.products.map((p) => p.slug));
  const groupSlugs = basket.classifications.map((g) => g.slug);
  const wanted = (panelOpen || detailGroup !== null) && slugs.length > 0;
  const { data, error } = useSWR(
    wanted ? compareUrl(locale, slugs, groupSlugs) : null,
    fetchCompare,
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );

  // A shared comparison (`?compare=…`): add its products to their groups and open that comparison.
  const basketRef = useRef<ComparisonBasket>(basket);
  basketRef.current = basket;
  const handledShare = useRef(false);
  const setBasket = compare.setBasket;
  useEffect(() => {
    if (!compare.loaded || handledShare.current) return;
    handledShare.current = true;
    const url = new URL(window.location.href);
    const entries = parseCompareParam(url.searchParams.get(COMPARE_PARAM));
    if (entries.length === 0) return;
    url.searchParams.delete(COMPARE_PARAM);
    window.history.replaceState(window.history.state, "", url.toString());
    fetchCompare(
      compareUrl(
        locale,
        entries.map((e) => e.slug),
        [],
      ),
    )
      .then((shared) => {
        let next = basketRef.current;
        let group: string | null = null;
        for (const entry of entries) {
          const product = shared.products.find((p) => p.slug === entry.slug);
          const classification = product?.classification?.slug;
          if (!product || !classification) continue;
          const variantId = product.variants.some((v) => v.id === entry.variantId)
            ? entry.variantId
            : null;
          group ??= classification;
          const present = next.classifications.some((g) =>
            g.products.some((p) => p.slug === entry.slug && p.variantId === variantId),
          );
          if (!present) next = addToBasket(next, classification, { slug: entry.slug, variantId });
        }
        if (next !== basketRef.current) setBasket(next);
        if (group) {
          setOpen(null);
          setDetailGroup(group);
        }
      })
      .catch((e: Error) => console.warn(`[compare] shared comparison: ${e.message}`));
  }, [compare.loaded, locale, setBasket, setOpen]);

  const system: MeasurementSystem = data?.measurementSystem ?? "Metric";
  const products = useMemo(
    () => new Map((data?.products ?? []).map((p) => [p.slug, p])),
    [data?.products],
  );
  const groupName = (slug: string) =>
    data?.classifications[slug]?.name ??
    data?.products.find((p) => p.classification?.slug === slug)?.classification?.name ??
    slug;

  const groups: CompareBasketGroup[] = basket.classifications.map((group) => ({
    slug: group.slug,
    name: groupName(group.slug),
    items: group.products.map((instance) => {
      const product = products.get(instance.slug);
      return {
        key: instance.key,
        slug: instance.slug,
        name: product?.name ?? instance.slug,
        ...(product?.imageUrl ? { image: { src: product.imageUrl, alt: product.imageAlt } } : {}),
        variants: (product?.variants ?? []).map((v) => ({
          id: v.id,
          label: variantName(v, system),
        })),
        variantId: instance.variantId,
      };
    }),
  }));

  const detail = basket.classifications.find((g) => g.slug === detailGroup);
  // The modal closes by itself when its group leaves the basket.
  useEffect(() => {
    if (detailGroup !== null && compare.loaded && !detail) setDetailGroup(null);
  }, [detailGroup, detail, compare.loaded]);
  useEffect(() => {
    if (detail) setShareUrl(compareShareUrl(window.location.href, detail.products));
  }, [detail]);

  const columns = (detail?.products ?? []).map((instance) => {
    const product = products.get(instance.slug);
    const variant = product?.variants.find((v) => v.id === instance.variantId);
    const name = product?.name ?? instance.slug;
    return variant ? `${name} – ${variantName(variant, system)}` : name;
  });
  const rows = detail
    ? compareSpecifications(
        detail.products.map((instance) => ({
          slug: instance.key,
          specifications: instanceSpecifications(products.get(instance.slug), instance.variantId),
        })),
        { measurementSystem: system, hideIdentical },
      )
    : [];
  const candidates: CompareCandidate[] = detail
    ? comparisonCandidates(data?.classifications[detail.slug]?.candidates ?? [], basket).map(
        (p) => ({
          id: p.slug,
          name: p.name,
          brand: p.brand,
          variantCountText: t("compare.variantCount", { count: p.variantCount }),
          ...(p.imageUrl ? { image: { src: p.imageUrl, alt: p.imageAlt } } : {}),
        }),
      )
    : [];

  return (
    <>
      <CompareBasketPanel
        open={panelOpen}
        onOpenChange={(isOpen) => setOpen(isOpen ? "compare" : null)}
        groups={groups}
        labels={{
          title: t("compare.panelTitle"),
          close: t("common.close"),
          variant: t("compare.variant"),
          remove: (name) => t("compare.removeProduct", { name }),
          removeAllOfProduct: (name) => t("compare.removeAllOf", { name }),
          removeClassification: (classification) => t("compare.removeGroup", { classification }),
          compare: t("compare.compareNow"),
          count: (count) => t("compare.selectedCount", { count }),
          emptyTitle: t("compare.emptyPanel"),
          ...(error ? { emptyText: t("compare.loadError") } : {}),
        }}
        onVariantChange={compare.changeVariant}
        onRemove={compare.remove}
        onRemoveSlug={compare.removeSlug}
        onRemoveClassification={compare.removeClassification}
        onCompare={(slug) => {
          setOpen(null);
          setDetailGroup(slug);
        }}
      />
      <CompareDetailModal
        open={detail !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDetailGroup(null);
        }}
        labels={{
          title: detail
            ? t("compare.modalGroupTitle", { classification: groupName(detail.slug) })
            : t("compare.modalTitle"),
          close: t("common.close"),
          tableCaption: t("compare.specifications"),
          missing: t("compare.missingValue"),
          hideIdentical: t("compare.hideIdentical"),
          noRows: data ? t("compare.noRows") : t("common.loading"),
          candidatesTitle: t("compare.candidatesTitle"),
          add: (name) => t("compare.addCandidate", { name }),
        }}
        products={columns}
        rows={rows}
        hideIdentical={hideIdentical}
        onHideIdenticalChange={setHideIdentical}
        candidates={candidates}
        onAddCandidate={(slug) => {
          if (detail) compare.add(detail.slug, slug, null);
        }}
        footer={
          <>
            {error ? <p role="alert">{t("compare.loadError")}</p> : null}
            {shareUrl ? <Link href={shareUrl}>{t("compare.shareLink")}</Link> : null}
          </>
        }
      />
    </>
  );
}
