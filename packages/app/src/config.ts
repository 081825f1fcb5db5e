import {
  type InstallationSecretName,
  installationSecrets,
  secretRefinement,
  secretsDir,
} from "@wire/graphql/secrets";
import { z } from "zod";
import { parseAddressRanges } from "./http/clientAddress";
import { defaultDataDir, installationSecret } from "./secrets/installationSecret";

/** The default this source once shipped: public knowledge, so refused even on localhost. */
const PUBLISHED_SESSION_SECRET = "local-development-session-secret-not-for-production";

/**
 * A secret shared with the services (issue 41): unset, this installation's generated one from
 * `SECRETS_DIR`, the same file the services read; set, it must not be empty, a placeholder or a
 * value this source once published (`secretProblem`), which stops the start with the name.
 */
const sharedSecret = (name: InstallationSecretName) =>
  z.string().optional().superRefine(secretRefinement(name));

/** The secrets the site shares with the services. */
const SHARED_SECRETS = [
  "CONTENT_PREVIEW_TOKEN",
  "CONTENT_MANAGEMENT_TOKEN",
  "REVALIDATE_SECRET",
  "BOTCHECK_SECRET",
  "FORMS_API_TOKEN",
] as const;

const envSchema = z.object({
  /** Where the local (or production) services answer. */
  SERVICES_URL: z.url().default("http://127.0.0.1:4000"),
  /** The site's public origin: login redirects and cookie security derive from it. */
  APP_URL: z.url().default("http://localhost:3000"),
  /**
   * The address `next start` listens on (its -H and -p); the proxy rewrites to it. A host
   * name, not `127.0.0.1`: Next writes loopback addresses of a rewrite as `localhost` and then
   * proxies it over HTTP unless the server's own address reads the same.
   */
  APP_INTERNAL_URL: z.url().default("http://localhost:3000"),
  /** Shown after the page title in the browser tab. */
  COMPANY_NAME: z.string().min(1).default("WIRE Group"),
  /** Content stage the public site reads. */
  CONTENT_STAGE: z.enum(["PUBLISHED", "DRAFT"]).default("PUBLISHED"),
  /**
   * The content service's preview token (its `CONTENT_PREVIEW_TOKEN`), sent by the server only:
   * without it the service refuses the DRAFT stage and protected pages' modules (spec section 6).
   */
  CONTENT_PREVIEW_TOKEN: sharedSecret("CONTENT_PREVIEW_TOKEN"),
  /** The identity server's issuer (realm alpha, spec section 9). */
  OIDC_ISSUER: z.url().default("http://localhost:4000/am/oauth2/realms/root/realms/alpha"),
  OIDC_CLIENT_ID: z.string().min(1).default("wire-site"),
  /**
   * Encrypts the session, login, preview and editor cookies; at least 32 characters. Unset,
   * a random secret of this installation is made and kept in DATA_DIR (see
   * `installationSecret`); over HTTPS it must be set, so every host of a deployment shares it.
   */
  SESSION_SECRET: z
    .string()
    .min(32)
    .refine(
      (value) => value !== PUBLISHED_SESSION_SECRET,
      "is published in the source: choose another",
    )
    .optional(),
  /** Where the app keeps its own files (the generated session secret); `.data/app` at the repository's root. */
  DATA_DIR: z.string().min(1).optional(),
  /** A session unused this long ends. */
  SESSION_IDLE_TIMEOUT_S: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60),
  /** A session ends this long after login, however active. */
  SESSION_ABSOLUTE_TIMEOUT_S: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60 * 60),
  /** Group prefix of portal roles (spec section 6). */
  ROLE_PREFIX: z.string().min(1).default("wire"),
  /** Opens pages with password protection (the editors' preview); at least 8 characters. */
  PREVIEW_PASSWORD: z.string().min(8).default("wire-preview-2026"),
  /** Opens the editor area (`/{locale}/editor`), shared by the editors; at least 8 characters. */
  EDITOR_PASSWORD: z.string().min(8).default("wire-editor-2026"),
  /** Bearer token of the content service's management API (translations, the editor's page list). */
  CONTENT_MANAGEMENT_TOKEN: sharedSecret("CONTENT_MANAGEMENT_TOKEN"),
  /** Bearer token the site's server submits public forms to the services with (`POST /forms/submissions`). */
  FORMS_API_TOKEN: sharedSecret("FORMS_API_TOKEN"),
  /**
   * Where the secrets shared with the services are generated and kept when not configured;
   * `.data/secrets` at the repository's root, where the services look too.
   */
  SECRETS_DIR: z.string().min(1).optional(),
  /** Google Tag Manager container (`GTM-…`); without one the data layer is filled but nothing loads. */
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-ABC123")
    .optional(),
  /**
   * Tag-manager containers per site, `siteId=GTM-…` pairs separated by commas
   * (`site-main=GTM-AAA,site-academy=GTM-BBB`); a site not named uses `GTM_CONTAINER_ID`.
   */
  TAG_MANAGER_IDS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const pairs: Record<string, string> = {};
      for (const entry of value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)) {
        const match = /^([\w-]+)=(GTM-[A-Z0-9]+)$/.exec(entry);
        if (!match?.[1] || !match[2]) {
          ctx.addIssue({ code: "custom", message: `"${entry}" must look like siteId=GTM-ABC123` });
          continue;
        }
        pairs[match[1]] = match[2];
      }
      return pairs;
    }),
  /**
   * The CMS studio's origin (`https://studio.example`): only on a preview host may it frame the
   * site's pages (its live preview); every other host refuses all framing.
   */
  CMS_STUDIO_ORIGIN: z
    .url()
    .optional()
    .transform((value) => (value ? new URL(value).origin : undefined)),
  /**
   * Origins the browser loads content images and video files from, separated by commas;
   * by default the content service's, under both names the local services answer to
   * (`SERVICES_URL` and the identity server's `OIDC_ISSUER`).
   */
  ASSET_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(",")
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => new URL(origin).origin),
    ),
  /**
   * Redis for the state every instance shares (data and page cache, sessions,
   * rate limits); without it one instance keeps them in its own memory.
   */
  REDIS_URL: z.url().optional(),
  /**
   * Proxies whose `X-Forwarded-For` is believed (issue 41): addresses or CIDR ranges, separated
   * by commas (`127.0.0.1`, `10.0.0.0/8, ::1`). A request from anywhere else is counted by its
   * connection's own address, whatever forwarding headers it carries; the documented nginx
   * deployment sets `127.0.0.1`. Empty by default: `next start` serves clients directly.
   */
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const { ranges, errors } = parseAddressRanges(value);
      for (const message of errors) ctx.addIssue({ code: "custom", message });
      return ranges;
    }),
  /** Host names of preview deployments: there anyone may use `cache=false` and `cache=clear`. */
  PREVIEW_HOSTS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * Puts every page of a preview host behind the preview password (spec §4); a visitor can
   * also turn it on with `?previewGate=true`.
   */
  PREVIEW_GATE: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** Shared with the content service: its publish hook revalidates the site's caches with it. */
  REVALIDATE_SECRET: sharedSecret("REVALIDATE_SECRET"),
  /** The support address offered when login fails. */
  SUPPORT_EMAIL: z.email().default("support@wire.example"),
  /**
   * The bot check (a reCAPTCHA-v3-style service, spec section 7): the site key
   * the browser asks a token with, the secret the server verifies it with, and
   * the lowest score a form submission is accepted with (0 to 1).
   */
  BOTCHECK_SITE_KEY: z.string().min(1).default("wire-local-site-key"),
  BOTCHECK_SECRET: sharedSecret("BOTCHECK_SECRET"),
  BOTCHECK_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
});

export type AppConfig = Omit<
  z.infer<typeof envSchema>,
  "SESSION_SECRET" | "DATA_DIR" | "SECRETS_DIR" | (typeof SHARED_SECRETS)[number]
> &
  Record<(typeof SHARED_SECRETS)[number], string> & {
    SESSION_SECRET: string;
    DATA_DIR: string;
    SECRETS_DIR: string;
    contentEndpoint: string;
    productsEndpoint: string;
    sisEndpoint: string;
    accountEndpoint: string;
    /** True when the site is served over HTTPS: cookies are then `Secure` and `__Host-`. */
    secureCookies: boolean;
    /** Where content images and videos load from (CSP `img-src`, `media-src`). */
    assetOrigins: readonly string[];
  };

/** Secrets whose local defaults only do on localhost: over HTTPS each must be set. */
const LOCAL_ONLY = [
  "SESSION_SECRET",
  "PREVIEW_PASSWORD",
  "REVALIDATE_SECRET",
  "EDITOR_PASSWORD",
  "CONTENT_MANAGEMENT_TOKEN",
  "CONTENT_PREVIEW_TOKEN",
  "BOTCHECK_SECRET",
  "FORMS_API_TOKEN",
] as const;

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
  const c = parsed.data;
  const appUrl = new URL(c.APP_URL);
  if (appUrl.protocol === "https:") {
    // A secret left at its local default would be public knowledge on a real host.
    // Every host of a deployment must share them: a generated one is this machine's alone.
    const unset = LOCAL_ONLY.filter((name) =>
      name === "PREVIEW_PASSWORD" || name === "EDITOR_PASSWORD"
        ? c[name] === envSchema.shape[name].parse(undefined)
        : c[name] === undefined,
    );
    if (unset.length > 0) {
      throw new Error(
        `Invalid app configuration:\n${unset.map((name) => `  ${name}: must be set outside localhost`).join("\n")}`,
      );
    }
  }
  const services = c.SERVICES_URL.replace(/\/$/, "");
  const dataDir = c.DATA_DIR ?? defaultDataDir();
  const sharedDir = c.SECRETS_DIR ?? secretsDir(env);
  const config: AppConfig = {
    ...c,
    DATA_DIR: dataDir,
    SESSION_SECRET: c.SESSION_SECRET ?? installationSecret(dataDir, "session-secret"),
    SECRETS_DIR: sharedDir,
    ...installationSecrets(c, SHARED_SECRETS, sharedDir),
    APP_URL: appUrl.origin,
    contentEndpoint: `${services}/content/graphql`,
    productsEndpoint: `${services}/products/graphql`,
    sisEndpoint: `${services}/sis/graphql`,
    accountEndpoint: `${services}/am/json/users/me`,
    secureCookies: appUrl.protocol === "https:",
    assetOrigins: c.ASSET_ORIGINS ?? [
      ...new Set([new URL(c.SERVICES_URL).origin, new URL(c.OIDC_ISSUER).origin]),
    ],
  };
  if (env === process.env) cached = config;
  return config;
}
