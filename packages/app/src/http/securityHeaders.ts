import { createHash } from "node:crypto";
import { CSP_REPORT_GROUP, TAG_MANAGER_ORIGIN } from "../cache/cachedPageScripts.mjs";

/**
 * Which policy a response gets:
 * - `perRequest`: pages rendered for one request (portal, editor, sign-in, error pages, the
 *   `live` twin of protected, searched and `cache=false` pages): a fresh nonce and
 *   `'strict-dynamic'`, Next's strict CSP.
 * - `cachedPage`: pages rendered once and shared (ISR, nginx): everything but scripts. No nonce
 *   can be in shared HTML; the page's script policy, with the hashes of its own inline scripts,
 *   is stored with the page by the cache handler (`cache/cachedPageScripts.mjs`) and sent beside
 *   this one. A browser enforces both policies, so what they allow together is what runs.
 * - `resource`: everything that is not a page of ours (route handlers, assets, files, the
 *   proxy's own redirects and refusals): nothing may load from it, nothing may frame it.
 * - `styleGuide`: Storybook's static build; its manager frames its own preview.
 */
export type PolicyKind = "perRequest" | "cachedPage" | "resource" | "styleGuide";

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

// The tag manager's origin (`gtm.js` and its requests) and the `Reporting-Endpoints` name of
// `report-to`: shared with the kept pages' script policy.
export { CSP_REPORT_GROUP, TAG_MANAGER_ORIGIN };
/** Embedded videos (spec §5 video module): YouTube's privacy-enhanced player and Vimeo's player. */
export const VIDEO_FRAME_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
] as const;

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
  const framing = settings.framingOrigins.length > 0 ? settings.framingOrigins : ["'none'"];
  const scripts =
    kind === "perRequest"
      ? [
          "default-src 'self'",
          // Next puts the nonce on its own scripts; 'strict-dynamic' lets them (and the hashed
          // container snippet) load the chunks and `gtm.js` they add. Browsers that know
          // 'strict-dynamic' ignore host sources, so this is the whole list.
          `script-src ${[
            `'nonce-${nonce}'`,
            "'strict-dynamic'",
            ...(settings.tagManager && settings.tagManagerHash
              ? [`'${settings.tagManagerHash}'`]
              : []),
          ].join(" ")}`,
        ]
      : // A kept page's scripts are governed by the policy stored with it (the hashes of its
        // own inline scripts, `cachedPageScripts.mjs`). Here neither `default-src` nor
        // `script-src`, which would refuse those scripts whatever the other policy allows:
        // every other kind of fetch is named below instead.
        ["manifest-src 'self'", "worker-src 'self'"];
  return [
    ...scripts,
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
