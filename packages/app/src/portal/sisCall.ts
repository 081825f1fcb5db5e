import { type ForbiddenReason, sisRefusal } from "@wire/graphql";
import { logger } from "../http/logger";

/** What a portal page shows instead of data when the SIS refuses or fails. */
export type SisState = "forbidden" | "notFound" | "unavailable";

/**
 * Runs one SIS call for a page: the value, or the state the page shows —
 * no access, not found (another organisation's object is "not found"), or
 * unavailable (the service does not answer) — never an unhandled 500.
 * A refusal of user administration says why (`reason`).
 */
export async function sisCall<T>(
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; state: SisState; reason?: ForbiddenReason }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const refusal = sisRefusal(error);
    if (refusal?.code === "FORBIDDEN") {
      return {
        ok: false,
        state: "forbidden",
        ...(refusal.reason ? { reason: refusal.reason } : {}),
      };
    }
    if (refusal?.code === "NOT_FOUND") return { ok: false, state: "notFound" };
    logger.error(`[portal] SIS call failed: ${(error as Error).message}`);
    return { ok: false, state: "unavailable" };
  }
}
