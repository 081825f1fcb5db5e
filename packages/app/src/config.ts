import { z } from "zod";

const envSchema = z.object({
  /** Where the local (or production) services answer. */
  SERVICES_URL: z.url().default("http://127.0.0.1:4000"),
  /** Shown after the page title in the browser tab. */
  COMPANY_NAME: z.string().min(1).default("WIRE Group"),
  /** Content stage the public site reads. */
  CONTENT_STAGE: z.enum(["PUBLISHED", "DRAFT"]).default("PUBLISHED"),
});

export type AppConfig = z.infer<typeof envSchema> & {
  contentEndpoint: string;
  productsEndpoint: string;
  sisEndpoint: string;
};

let cached: AppConfig | undefined;

/**
 * The app's configuration from environment variables with local defaults,
 * validated once; an invalid value stops the server with the variable named.
 */
export function appConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  if (cached && env === process.env) return cached;
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid app configuration:\n${lines.join("\n")}`);
  }
  const base = parsed.data.SERVICES_URL.replace(/\/$/, "");
  const config = {
    ...parsed.data,
    contentEndpoint: `${base}/content/graphql`,
    productsEndpoint: `${base}/products/graphql`,
    sisEndpoint: `${base}/sis/graphql`,
  };
  if (env === process.env) cached = config;
  return config;
}
