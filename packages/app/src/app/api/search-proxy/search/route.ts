import { fieldErrors } from "@wire/domain";
import { z } from "zod";
import { appConfig } from "../../../../config";

const TIMEOUT_MS = 5000;

/** The body of `POST /api/search-proxy/search` (spec section 7). */
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
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(1000, "page must be at most 1000")
    .default(1),
});

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * `POST /api/search-proxy/search` with `{ localeCode, siteSlug, query, page }` (spec section 7):
 * a page of search records (title without the brand suffix, description with the query's terms
 * highlighted) and a direct product or classification hit. Malformed bodies answer 400 with a
 * message per field.
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
    const upstream = await fetch(`${appConfig().SERVICES_URL.replace(/\/$/, "")}/search/query`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(parsed.data),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return json(upstream.status, await upstream.json());
  } catch (error) {
    console.error(`[search-proxy] search: ${(error as Error).message}`);
    return json(502, { error: "The search service is not available" });
  }
}
