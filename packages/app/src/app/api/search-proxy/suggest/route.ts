import { fieldErrors } from "@wire/domain";
import { z } from "zod";
import { appConfig } from "../../../../config";

/** Suggestions must keep up with typing (spec: within 300 ms); a slow service is given up on. */
const TIMEOUT_MS = 3000;

/** The body of `POST /api/search-proxy/suggest` (spec section 7). */
const bodySchema = z.object({
  localeCode: z
    .string({ error: "localeCode is required" })
    .regex(
      /^[a-zA-Z]{2}(?:[-_][a-zA-Z]{2})?$/,
      "localeCode must be a locale such as en, de or de-ch",
    ),
  siteSlug: z
    .string({ error: "siteSlug must be a site slug, or empty for the main site" })
    .regex(/^[a-z0-9-]{0,100}$/, "siteSlug must be a site slug, or empty for the main site")
    .nullish(),
  query: z
    .string({ error: "query is required" })
    .trim()
    .min(1, "query must not be empty")
    .max(200, "query must be at most 200 characters"),
});

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * `POST /api/search-proxy/suggest` with `{ localeCode, siteSlug, query }` (spec section 7):
 * suggestions from the services' search while the visitor types. Malformed bodies answer 400
 * with a message per field.
 */
export async function POST(request: Request) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { errors: { _form: "The request body is not valid JSON" } });
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return json(400, { errors: fieldErrors(parsed.error) });
  try {
    const upstream = await fetch(`${appConfig().SERVICES_URL.replace(/\/$/, "")}/search/suggest`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(parsed.data),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return json(upstream.status, await upstream.json());
  } catch (error) {
    console.error(`[search-proxy] suggest: ${(error as Error).message}`);
    return json(502, { error: "The search service is not available" });
  }
}
