/** The parts of the Network Information API the rule reads. */
export interface ConnectionInfo {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/**
 * Whether links may be prefetched: not with data saver on, nor on `2g` / `slow-2g` connections
 * (spec §9). Unknown connections prefetch.
 *
 * @example
 * shouldPrefetch({ effectiveType: "2g" }); // => false
 */
export function shouldPrefetch(connection?: ConnectionInfo | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? "").includes("2g");
}
