import { fileURLToPath } from "node:url";
import {
  type InstallationSecretName,
  installationSecrets,
  secretRefinement,
  secretsDir,
} from "@wire/graphql/secrets";
import { z } from "zod";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * A secret of the services (issue 41): unset, this installation's generated one from
 * `SECRETS_DIR` (the site reads the same files for those it shares); set, it must not be empty, a
 * placeholder or a value this source once published (`secretProblem`), which stops the start.
 */
const secret = (name: InstallationSecretName) =>
  z.string().optional().superRefine(secretRefinement(name));

/** The services' secrets, generated per installation when not configured. */
const SECRETS = [
  "DESK_TOKEN",
  "CONTENT_MANAGEMENT_TOKEN",
  "CONTENT_PREVIEW_TOKEN",
  "REVALIDATE_SECRET",
  "OIDC_COOKIE_SECRET",
  "BOTCHECK_SECRET",
  "FORMS_API_TOKEN",
] as const;

const envSchema = z.object({
  SERVICES_HOST: z.string().default("127.0.0.1"),
  SERVICES_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** The origin the services are reached at; the identity issuer is derived from it. */
  SERVICES_PUBLIC_URL: z.url().optional(),
  /** Where PGlite keeps its files; ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().default(`${repoRoot}.data/services`),
  /** A postgres:// URL switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The JSON log's level (pino): `info` logs a line per request. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The web app that signs users in; its callback URLs are registered with the identity server. */
  APP_URL: z.url().default("http://localhost:3000"),
  OIDC_CLIENT_ID: z.string().min(1).default("wire-site"),
  /** Access-token lifetime in seconds; short locally so renewal is exercised. */
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().positive().default(300),
  /** Password of every seeded demo user (documented in the README). */
  DEMO_PASSWORD: z.string().min(8).default("wire-demo-2026"),
  /** How many service tickets the seed writes (tests ask for fewer). */
  SEED_TICKETS: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  /** Group prefix of portal roles (spec section 6). */
  ROLE_PREFIX: z.string().min(1).default("wire"),
  /**
   * The company's own e-mail domains, comma-separated (issue 41): their addresses (subdomains
   * included) are internal users, whom external administrators neither see, manage nor invite.
   */
  COMPANY_EMAIL_DOMAINS: z
    .string()
    .default("wire.example")
    .transform((value) =>
      value
        .split(",")
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(
              /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/,
              "COMPANY_EMAIL_DOMAINS must list domain names, e.g. wire.example",
            ),
        )
        .min(1, "COMPANY_EMAIL_DOMAINS must name at least one domain"),
    ),
  /** Bearer token of the service desk's internal API (`pnpm --filter @wire/services desk`). */
  DESK_TOKEN: secret("DESK_TOKEN"),
  /** Bearer token of the content service's management API (`/content/manage`). */
  CONTENT_MANAGEMENT_TOKEN: secret("CONTENT_MANAGEMENT_TOKEN"),
  /**
   * Bearer token the site's server sends to `/content/graphql` for the DRAFT stage and the
   * modules of protected pages (spec section 6); without it those are refused or emptied.
   */
  CONTENT_PREVIEW_TOKEN: secret("CONTENT_PREVIEW_TOKEN"),
  /** Bearer token the site's server sends with public form submissions (`POST /forms/submissions`). */
  FORMS_API_TOKEN: secret("FORMS_API_TOKEN"),
  /**
   * Where the secrets not configured are generated and kept (one file each, made on first start);
   * `.data/secrets` at the repository's root, where the site looks too.
   */
  SECRETS_DIR: z.string().min(1).optional(),
  /**
   * The sites' revalidation endpoints called when content is published, comma-separated;
   * default `{APP_URL}/api/revalidate`.
   */
  SITE_REVALIDATE_URL: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()).optional()),
  /** The sites' `REVALIDATE_SECRET`, sent with the publish webhook. */
  REVALIDATE_SECRET: secret("REVALIDATE_SECRET"),
  /** Failed sign-ins per e-mail address within the window before it is locked (loginThrottle). */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Failed sign-ins per client IP address within the window before it is locked. */
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  /** The window over which failed sign-ins are counted, and the longest lock, in seconds. */
  LOGIN_FAILURE_WINDOW_S: z.coerce.number().int().min(1).default(900),
  /**
   * "true" when the services sit behind a reverse proxy that appends the client's address to
   * `X-Forwarded-For`: the per-IP login limit then counts that address, not the proxy's.
   */
  TRUST_PROXY: z.stringbool().default(false),
  /** Secret for the identity server's cookies. */
  OIDC_COOKIE_SECRET: secret("OIDC_COOKIE_SECRET"),
  /**
   * Port of the local mail catcher (an SMTP server on 127.0.0.1 that keeps the last 500 messages
   * in memory, read at `/mail`); 0 turns it off, e.g. where a real SMTP server is used.
   */
  MAIL_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(1025),
  /** Where e-mails are sent (nodemailer URL); default `smtp://127.0.0.1:{MAIL_CATCHER_PORT}`. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional(),
  /** The sender of the portal's e-mails (invitations). */
  MAIL_FROM: z.string().min(3).default("WIRE Group customer portal <no-reply@wire.example>"),
  /** How often the mail worker looks for due e-mails in the outbox. */
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(2_000),
  /** First retry delay after a failed send; it doubles per attempt, up to an hour. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /** Where stored form submissions are delivered (POST JSON); default the local CRM stand-in. */
  CRM_URL: z.url().default("http://127.0.0.1:4010/crm/leads"),
  /** How often the CRM worker looks for undelivered form submissions. */
  CRM_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(2_000),
  /** First retry delay after a failed CRM delivery; it doubles per attempt, up to an hour. */
  CRM_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /** Port of the CRM stand-in (`pnpm --filter @wire/services crm`, on 127.0.0.1). */
  CRM_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  /** Where the CRM stand-in keeps its leads (JSON lines); default `.data/crm/leads.jsonl`. */
  CRM_DATA_FILE: z.string().default(`${repoRoot}.data/crm/leads.jsonl`),
  /**
   * The bot check's secret: signs its tokens and is the `secret` of `/botcheck/siteverify`
   * (the site's server knows it, like a reCAPTCHA secret key). Set a real one in production.
   */
  BOTCHECK_SECRET: secret("BOTCHECK_SECRET"),
  /** The public site key the browser sends to `/botcheck/token`. */
  BOTCHECK_SITE_KEY: z.string().min(1).default("wire-local-site-key"),
});

export type ServicesConfig = Omit<
  z.infer<typeof envSchema>,
  (typeof SECRETS)[number] | "SECRETS_DIR"
> &
  Record<(typeof SECRETS)[number], string> & {
    /** Where the generated secrets are kept (see `SECRETS_DIR`). */
    SECRETS_DIR: string;
    publicUrl: string;
    issuer: string;
    /** Where the publish webhook goes (see `SITE_REVALIDATE_URL`). */
    siteRevalidateUrls: string[];
    /** Where e-mails are sent (see `SMTP_URL`). */
    smtpUrl: string;
  };

/** The identity server's path, shaped like ForgeRock AM's realm URLs (spec section 7). */
export const ISSUER_PATH = "/am/oauth2/realms/root/realms/alpha";

/**
 * The configuration of a command started from the shell (`main.ts`, `desk.ts`): an invalid one
 * ends the process with its line(s), each naming the variable, and no stack trace.
 */
export function loadConfigOrExit(): ServicesConfig {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * Reads and validates the services' configuration from the environment.
 * Fails fast at start-up with every invalid variable named.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServicesConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // One line per variable, each whole: a start refused for one names it in one line.
    const lines = parsed.error.issues.map(
      (i) => `Invalid services configuration: ${i.path.join(".")}: ${i.message}`,
    );
    throw new Error(lines.join("\n"));
  }
  const c = parsed.data;
  const publicUrl = (c.SERVICES_PUBLIC_URL ?? `http://localhost:${c.SERVICES_PORT}`).replace(
    /\/$/,
    "",
  );
  const secrets = c.SECRETS_DIR ?? secretsDir(env);
  return {
    ...c,
    ...installationSecrets(c, SECRETS, secrets),
    SECRETS_DIR: secrets,
    publicUrl,
    issuer: `${publicUrl}${ISSUER_PATH}`,
    siteRevalidateUrls: c.SITE_REVALIDATE_URL ?? [`${new URL(c.APP_URL).origin}/api/revalidate`],
    smtpUrl: c.SMTP_URL ?? `smtp://127.0.0.1:${c.MAIL_CATCHER_PORT || 1025}`,
  };
}
