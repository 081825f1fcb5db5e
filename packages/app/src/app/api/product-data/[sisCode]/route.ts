import { parseQueryFlags } from "@wire/domain";
import { createProductClient } from "@wire/graphql";
import { z } from "zod";
import { appConfig } from "../../../../config";
import { cached, serverCache } from "../../../../data/serverCache";

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
 * listed product for a data-service locale, from the server cache (`cache=false` bypasses it,
 * `cache=clear` empties it first).
 */
export async function GET(request: Request, { params }: { params: Promise<{ sisCode: string }> }) {
  const path = paramsSchema.safeParse(await params);
  if (!path.success) return json(400, { errors: { sisCode: path.error.issues[0]!.message } });
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return json(400, { errors: { cache: query.error.issues[0]!.message } });
  const { sisCode } = path.data;
  const url = new URL(request.url);
  const cookies = Object.fromEntries(
    (request.headers.get("cookie") ?? "")
      .split(";")
      .map((pair) => pair.trim().split("=") as [string, string?])
      .filter(([name]) => name)
      .map(([name, value]) => [name, value ?? ""]),
  );
  const flags = parseQueryFlags(url.searchParams, cookies);
  const config = appConfig();
  if (flags.cache === "clear") serverCache().clear();
  try {
    const data = await cached(
      `product-data:${sisCode}`,
      () =>
        createProductClient({
          endpoint: config.productsEndpoint,
          locale: sisCode,
        }).getProductData(),
      { bypass: flags.cache === "bypass", nextRelease: flags.nextRelease },
    );
    return json(200, data, "public, max-age=60, stale-while-revalidate=1800");
  } catch (error) {
    console.error(`[product-data] ${sisCode}: ${(error as Error).message}`);
    return json(502, { error: "The product data service could not be reached." });
  }
}
