import { createHash } from "node:crypto";

/**
 * Which policy a response gets:
 * - `perRequest`: pages rendered for one request (portal, editor, the `live` twin of protected,
 *   searched and `cache=false` pages): a fresh nonce and `'strict-dynamic'`, Next's strict CSP.
 * - `cached`: pages rendered once and shared (ISR, nginx): no nonce can be in shared HTML.
 * - `resource`: everything that is not a page of ours (route handlers, assets, files): nothing
 *   may load from it, nothing may frame it.
 * - `styleGuide`: Storybook's static build; its manager frames its own preview.
 */
export type PolicyKind = "perRequest" | "cached" | "resource" | "styleGuide";

/** What the policies depend on, from the configuration (see `cspSettings`). */
export interface CspSettings {
  /** Hosts images come from besides the site itself (the content service's assets). */
  readonly assetOrigins: readonly string[];
  /** The identity server: the sign-in page asks its session check and frames its silent login. */
  readonly identityOrigin: string;
  /** Whether a tag-manager container may load (one is configured for the site). */
  readonly tagManager: boolean;
  /** The container snippet's hash, for the nonce policy (the snippet is in shared HTML). */
  readonly tagManagerHash: string | null;
  /** Origins that may frame the site's pages: the CMS studio on a preview host, else none. */
  readonly framingOrigins: readonly string[];
  /** Where violation reports go. */
  readonly reportPath: string;
}

/** The tag manager's origin: its container script (`gtm.js`) and its own requests. */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
/** Embedded videos (spec §5 video module): YouTube's privacy-enhanced player and Vimeo's player. */
export const VIDEO_FRAME_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
] as const;
/** The endpoint name of `Reporting-Endpoints` that `report-to` names. */
export const CSP_REPORT_GROUP = "csp";

/**
 * The Content-Security-Policy of a response of `kind`. Each source is there
 * for a reason named beside it; nothing allows `'unsafe-eval'`.
 *
 * @example contentSecurityPolicy("perRequest", settings, "abc") // "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic' …"
 */
export function contentSecurityPolicy(
  kind: PolicyKind,
  settings: CspSettings,
  nonce?: string,
): string {
  const report = [`report-uri ${settings.reportPath}`, `report-to ${CSP_REPORT_GROUP}`];
  if (kind === "resource") {
    // JSON, files and assets render nothing; a file opened in the browser runs nothing.
    return [
      "default-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      ...report,
    ].join("; ");
  }
  if (kind === "styleGuide") {
    return [
      "default-src 'self'",
      // Storybook's static index.html and iframe.html carry inline bootstrap scripts.
      "script-src 'self' 'unsafe-inline'",
      // Storybook's manager and docs set inline styles (emotion) and style attributes.
      "style-src 'self' 'unsafe-inline'",
      // Story images are data URLs or the site's own files.
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      // The manager frames the preview (iframe.html) of the same origin, nothing else frames it.
      "frame-src 'self'",
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      ...report,
    ].join("; ");
  }
  const gtm = settings.tagManager ? [TAG_MANAGER_ORIGIN] : [];
  const scripts =
    kind === "perRequest"
      ? // Next puts the nonce on its own scripts; 'strict-dynamic' lets them (and the hashed
        // container snippet) load the chunks and `gtm.js` they add. Browsers that know
        // 'strict-dynamic' ignore host sources, so this is the whole list.
        [
          `'nonce-${nonce}'`,
          "'strict-dynamic'",
          ...(settings.tagManager && settings.tagManagerHash
            ? [`'${settings.tagManagerHash}'`]
            : []),
        ]
      : // Shared HTML cannot carry a per-request nonce, and Next streams the page's data as
        // inline scripts (`self.__next_f.push(…)`) whose content differs per page and build,
        // so no fixed hash list covers them: 'unsafe-inline' is the only way to keep these
        // pages cacheable. Scripts from elsewhere stay refused: 'self' for Next's chunks and
        // the tag manager's origin for `gtm.js`. (A hash here would switch 'unsafe-inline' off.)
        ["'self'", "'unsafe-inline'", ...gtm];
  const framing = settings.framingOrigins.length > 0 ? settings.framingOrigins : ["'none'"];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // vanilla-extract emits CSS files ('self'). React renders a few style attributes (a
    // skeleton's width, the exploded view's aspect ratio, the upload bar): style-src-attr.
    // react-aria adds a <style> for pressable elements and Radix's dialog one with the
    // scrollbar's measured width to lock scrolling, at run time and without a nonce (the
    // second differs per screen, so no hash covers it): style-src-elem 'unsafe-inline'.
    // Outside HTML never brings a <style> or style attribute: the sanitiser removes both.
    "style-src 'self'",
    "style-src-elem 'self' 'unsafe-inline'",
    "style-src-attr 'unsafe-inline'",
    // Content images come from the content service's asset host; data: for inline SVG icons.
    `img-src ${["'self'", "data:", "blob:", ...settings.assetOrigins, ...gtm].join(" ")}`,
    "font-src 'self'",
    // The browser calls the site's own API routes, the identity server's session check
    // (sign-in page) and, with a container, the tag manager's endpoints.
    `connect-src ${["'self'", settings.identityOrigin, ...gtm].join(" ")}`,
    // Video files from the asset host play in <video>.
    `media-src ${["'self'", ...settings.assetOrigins].join(" ")}`,
    // The silent login's hidden frame (the site, then the identity server) and the video players.
    `frame-src ${["'self'", settings.identityOrigin, ...VIDEO_FRAME_ORIGINS].join(" ")}`,
    `frame-ancestors ${framing.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Sign-in and sign-out forms continue at the identity server.
    `form-action 'self' ${settings.identityOrigin}`,
    ...report,
  ].join("; ");
}

/**
 * Features the site never uses are denied to it and to every frame it embeds
 * (ASVS 3.4); autoplay, fullscreen and picture-in-picture stay, the video players use them.
 * Only features browsers recognise: for an unknown one (e.g. `bluetooth`) Chromium logs a
 * warning in the console of every page.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/**
 * The headers every response carries, whatever its kind: no MIME sniffing,
 * the origin only as referrer to other sites, the unused features denied,
 * and HSTS when the site is served over HTTPS on a real host.
 *
 * @example baseSecurityHeaders("https://www.wire.example")["strict-transport-security"]
 */
export function baseSecurityHeaders(appUrl: string): Record<string, string> {
  const url = new URL(appUrl);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    ...(url.protocol === "https:" && !local
      ? { "strict-transport-security": "max-age=31536000; includeSubDomains" }
      : {}),
  };
}

/** `Reporting-Endpoints`: where the browser sends the reports `report-to` names. */
export function reportingEndpoints(reportPath: string): string {
  return `${CSP_REPORT_GROUP}="${reportPath}"`;
}

/** A random nonce for one response (128 bits, base64). */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/** The CSP hash source of an inline script's exact text. */
export function scriptHash(source: string): string {
  return `sha256-${createHash("sha256").update(source, "utf8").digest("base64")}`;
}
