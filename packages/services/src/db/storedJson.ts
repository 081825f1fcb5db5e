/** Shapes inside the JSON columns of several tables (schema.ts, storedNavigation.ts). */

/**
 * Localised text inside JSON documents (navigation, news feed): a map from
 * locale to text, resolved along the request's locale chain.
 */
export type Localized = { $t: Record<string, string> };

/** An image as the content service stores it; `url` is relative to the services' origin or absolute. */
export interface StoredImage {
  url: string;
  mimeType: string;
  /** A locale map where the picture is shown in several languages (content JSON). */
  alternativeText: string | Localized;
  width: number;
  height: number;
}
