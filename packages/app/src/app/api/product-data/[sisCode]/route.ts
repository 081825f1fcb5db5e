import { z } from "zod";
import { requestCacheMode, requestFacts, revalidateTags } from "../../../../data/cacheControl";
import { getProductData } from "../../../../data/catalogue";
import { requestLogger } from "../../../../http/logger";

/** A data-service locale (spec section 3): language and country, "de-CH". */
const paramsSchema = z.object({
  sisCode: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/, "sisCode must be a data-service locale such as en-US or de-CH"),
});

const querySchema = z.object({
  cache: z
    .enum(["true", "false", "clear"], { error: "cache must be true, false or clear" })
    .optional(),
});

const json = (status: number, body: unknown, cacheControl = "no-store") =>
  Response.json(body, { status, headers: { "cache-control": cacheControl } });

/**
 * `GET /api/product-data/{sisCode}?cache` (spec section 7): the product hierarchy and every
 * listed product for a data-service locale, from the data cache (for editors and on preview
 * hosts `cache=false` bypasses it and `cache=clear` revalidates it first).
 */
export async function GET(request: Request, { params }: { params: Promise<{ sisCode: string }> }) {
  const path = paramsSchema.safeParse(await params);
  if (!path.success) return json(400, { errors: { sisCode: path.error.issues[0]!.message } });
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return json(400, { errors: { cache: query.error.issues[0]!.message } });
  const { sisCode } = path.data;
  const { mode, clear } = await requestCacheMode(
    new URL(request.url).searchParams,
    requestFacts(request),
  );
  if (clear) revalidateTags();
  try {
    const data = await getProductData(mode, sisCode);
    return json(200, data, "public, max-age=60, stale-while-revalidate=1800");
  } catch (error) {
    requestLogger(request).error(`[product-data] ${sisCode}: ${(error as Error).message}`);
    return json(502, { error: "The product data service could not be reached." });
  }
}
