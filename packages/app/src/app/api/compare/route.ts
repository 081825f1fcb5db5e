import {
  COOKIE_NAMES,
  type MeasurementSystem,
  resolveMeasurementSystem,
  visibleProducts,
} from "@wire/domain";
import { z } from "zod";
import type { CompareResponse } from "../../../components/compare/compareResponse";
import type { CacheMode } from "../../../data/cache";
import { requestCacheMode, requestFacts, revalidateTags } from "../../../data/cacheControl";
import { getClassification, getComparisonDetails } from "../../../data/catalogue";
import { getSystemData } from "../../../data/content";
import { siteFrameData } from "../../../data/routing";
import { requestLogger } from "../../../http/logger";

const slugList = (field: string) =>
  z
    .string()
    .optional()
    .transform((value) => [
      ...new Set(
        (value ?? "")
          .split(",")
          .map((slug) => slug.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(/^[a-z0-9-]{1,100}$/, `${field} must be product slugs`))
        .max(50, `${field} must list at most 50 slugs`),
    );

/** `GET /api/compare?locale&slugs&classifications` query. */
const querySchema = z.object({
  locale: z
    .string({ error: "locale is required" })
    .regex(/^[a-z]{2}(?:-[a-z]{2})?$/, "locale must be a URL locale such as en or de-ch"),
  slugs: slugList("slugs"),
  classifications: slugList("classifications"),
  cache: z.enum(["true", "false", "clear"]).optional(),
});

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/** The countries' default measurement systems, for visitors who have not chosen one. */
async function countryDefaults(mode: CacheMode) {
  const data = await getSystemData(mode);
  return Object.fromEntries(
    data.countries.map((c) => [c.countryCode.toUpperCase(), c.defaultMeasurementSystem]),
  ) as Record<string, MeasurementSystem>;
}

/**
 * `GET /api/compare?locale=de-ch&slugs=a,b&classifications=c` — what the comparison basket
 * panel and the compare detail modal show (spec sections 2, 4, 5): the products' variants and
 * specifications (products not shown in the locale's country are left out), per classification
 * the products that may be added, and the visitor's measurement system (the
 * `uapp_measurement_system` cookie, else the country's default, else Metric).
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    const issue = query.error.issues[0]!;
    return json(400, { errors: { [String(issue.path[0] ?? "_form")]: issue.message } });
  }
  const { locale: urlCode, slugs, classifications } = query.data;
  const facts = requestFacts(request);
  const cookies = facts.cookies;
  const { mode, clear } = await requestCacheMode(url.searchParams, facts);
  if (clear) revalidateTags();
  try {
    const { locales } = await siteFrameData(mode);
    const locale = locales.find((l) => l.urlCode === urlCode);
    if (!locale) return json(400, { errors: { locale: `Unknown locale ${urlCode}` } });
    const defaults = await countryDefaults(mode).catch(() => ({}) as Record<string, never>);
    const measurementSystem = resolveMeasurementSystem(cookies[COOKIE_NAMES.measurementSystem], {
      defaultMeasurementSystem: defaults[locale.country.toUpperCase()] ?? null,
    });
    const warn = (message: string) => requestLogger(request).warn(`[compare] ${message}`);
    const [products, groups] = await Promise.all([
      slugs.length === 0 ? Promise.resolve([]) : getComparisonDetails(mode, locale.language, slugs),
      Promise.all(
        classifications.map((slug) =>
          getClassification(mode, locale.language, slug)
            .then((c) => [slug, c] as const)
            .catch((error: Error) => {
              warn(`classification ${slug}: ${error.message}`);
              return [slug, null] as const;
            }),
        ),
      ),
    ]);
    const body: CompareResponse = {
      measurementSystem,
      products: visibleProducts(products, locale.country, { logger: { warn } }),
      classifications: Object.fromEntries(
        groups.flatMap(([slug, c]) =>
          c
            ? [
                [
                  slug,
                  {
                    name: c.name,
                    candidates: visibleProducts(c.products, locale.country).map((p) => ({
                      slug: p.slug,
                      name: p.name,
                      brand: p.brand,
                      imageUrl: p.imageUrl,
                      imageAlt: p.imageAlt,
                      variantCount: p.variantCount,
                    })),
                  },
                ],
              ]
            : [],
        ),
      ),
    };
    return json(200, body);
  } catch (error) {
    requestLogger(request).error(`[compare] ${(error as Error).message}`);
    return json(502, { error: "The product data service could not be reached." });
  }
}
