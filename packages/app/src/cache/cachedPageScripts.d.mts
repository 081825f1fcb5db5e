/** Types of `cachedPageScripts.mjs` (a plain ES module the cache handler loads with Node). */

export declare const TAG_MANAGER_ORIGIN: "https://www.googletagmanager.com";
export declare const CSP_REPORT_PATH: "/api/csp-report";
export declare const CSP_REPORT_GROUP: "csp";

/** A cached value as Next hands it to the cache handler (only what the policy reads). */
export interface CachedValue {
  kind?: string;
  html?: unknown;
  headers?: Record<string, string | string[] | undefined>;
}

export declare function inlineScriptHashes(html: string): string[];
export declare function cachedPageScriptPolicy(html: string): string;
export declare function withCachedPageScriptPolicy<V extends CachedValue | null | undefined>(
  value: V,
): V;
export declare function lacksCachedPageScriptPolicy(value: CachedValue | null | undefined): boolean;
