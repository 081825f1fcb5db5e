import type { MeasurementSystem } from "@wire/domain";
import type { createProductClient, ProductReference } from "@wire/graphql";

/* What `GET /api/compare` answers and the compare overlays read. */

/** A product to compare: its reference, variants and specifications. */
export type CompareProductData = Awaited<
  ReturnType<ReturnType<typeof createProductClient>["getComparisonDetails"]>
>[number];

/** A product that can be added to a group's comparison. */
export type CompareCandidateData = Pick<
  ProductReference,
  "slug" | "name" | "brand" | "imageUrl" | "imageAlt" | "variantCount"
>;

/** The answer of `GET /api/compare`. */
export interface CompareResponse {
  measurementSystem: MeasurementSystem;
  products: CompareProductData[];
  /** Per classification slug, the products of that classification shown in the visitor's country. */
  classifications: Record<string, { name: string; candidates: CompareCandidateData[] }>;
}
