import { z } from "zod";
import { constantTimeEquals } from "../../../auth/constantTimeEquals";
import { appConfig } from "../../../config";
import { ALL_CACHE_TAGS } from "../../../data/cache";
import { revalidateTags } from "../../../data/cacheControl";

const bodySchema = z
  .object({
    tags: z
      .array(z.enum(ALL_CACHE_TAGS as [string, ...string[]], { error: "unknown cache tag" }))
      .min(1)
      .optional(),
  })
  .default({});

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * `POST /api/revalidate` with `Authorization: Bearer {REVALIDATE_SECRET}`
 * and optionally `{ tags: ["content"] }` (default: every tag): the content
 * service's publish hook and the proxy's `cache=clear`. The tags expire at
 * once on every instance (the shared cache handler), so the next request of
 * each page renders from the services.
 */
export async function POST(request: Request) {
  const token = (request.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "");
  if (!token || !constantTimeEquals(token, appConfig().REVALIDATE_SECRET)) {
    return json(401, { error: "A valid revalidation secret is required." });
  }
  const text = await request.text();
  let raw: unknown = {};
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    return json(400, { errors: { body: "The body must be JSON." } });
  }
  const body = bodySchema.safeParse(raw);
  if (!body.success) return json(400, { errors: { tags: body.error.issues[0]!.message } });
  const tags = body.data.tags ?? ALL_CACHE_TAGS;
  revalidateTags(tags);
  return json(200, { revalidated: tags });
}
