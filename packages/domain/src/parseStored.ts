import type { z } from "zod";
import type { Logger } from "./randomKey.ts";

/**
 * Parses stored JSON with a schema: nothing stored (null, undefined, empty) gives `empty` silently;
 * invalid JSON or data that fails the schema gives `empty` and is reported through `logger.warn`.
 */
export function parseStored<T>(
  json: string | null | undefined,
  schema: z.ZodType<T>,
  empty: T,
  logger: Logger,
  what: string,
): T {
  if (json === null || json === undefined || json.trim() === "") return empty;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    logger.warn(`Invalid stored ${what} data, resetting to empty`, error);
    return empty;
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    logger.warn(`Invalid stored ${what} data, resetting to empty`, result.error.issues);
    return empty;
  }
  return result.data;
}
