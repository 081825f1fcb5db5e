import { fieldErrors } from "@wire/domain";
import type { z } from "zod";
import { searchServices } from "../../../data/services";
import { requestLogger } from "../../../http/logger";
import { clientKey, consumeRateLimit, tooManyRequests } from "../../../sharedState/rateLimit";

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * Validates a search-proxy body with the schema the search service uses
 * too, then hands it to the services' search endpoint: malformed bodies
 * answer 400 with a message per field, an unreachable or slow service 502,
 * a client asking too often 429.
 */
export async function proxySearch(
  request: Request,
  schema: z.ZodType,
  options: { path: "/search/suggest" | "/search/query"; timeoutMs: number },
) {
  const limit = await consumeRateLimit("search", clientKey(request));
  if (!limit.allowed) return tooManyRequests(limit.retryAfterS);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { errors: { _form: "The request body is not valid JSON" } });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return json(400, { errors: fieldErrors(parsed.error) });
  try {
    const upstream = await searchServices(options.path, parsed.data, options.timeoutMs);
    return json(upstream.status, await upstream.json());
  } catch (error) {
    requestLogger(request).error(`[search-proxy] ${options.path}: ${(error as Error).message}`);
    return json(502, { error: "The search service is not available" });
  }
}
