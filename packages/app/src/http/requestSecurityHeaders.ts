import { CSP_REPORT_PATH } from "../cache/cachedPageScripts.mjs";
import { tagManagerContainer, tagManagerSnippet } from "../components/tagManagerSnippet";
import type { AppConfig } from "../config";
import { isPreviewHost } from "../preview/previewAccess";
import {
  baseSecurityHeaders,
  type CspSettings,
  contentSecurityPolicy,
  type PolicyKind,
  reportingEndpoints,
  scriptHash,
} from "./securityHeaders";

/** The CSP violation report endpoint (`app/api/csp-report`), also named by kept pages' policy. */
export { CSP_REPORT_PATH } from "../cache/cachedPageScripts.mjs";

/**
 * The policy inputs for one page request: the site's tag-manager container,
 * and framing by the CMS studio on a preview host only.
 */
export function cspSettings(
  config: AppConfig,
  request: { host: string | null; siteId: string | null; testing?: boolean },
): CspSettings {
  const container =
    request.siteId && !request.testing ? tagManagerContainer(config, request.siteId) : undefined;
  const studio =
    config.CMS_STUDIO_ORIGIN && isPreviewHost(request.host, config)
      ? [config.CMS_STUDIO_ORIGIN]
      : [];
  return {
    assetOrigins: config.assetOrigins,
    identityOrigin: new URL(config.OIDC_ISSUER).origin,
    tagManager: container !== undefined,
    tagManagerHash: container ? scriptHash(tagManagerSnippet(container)) : null,
    framingOrigins: studio,
    reportPath: CSP_REPORT_PATH,
  };
}

/**
 * Every security header of a response of `kind`: the base headers, the CSP
 * and where its reports go.
 */
export function securityHeadersFor(
  kind: PolicyKind,
  config: AppConfig,
  settings: CspSettings,
  nonce?: string,
): Record<string, string> {
  return {
    ...baseSecurityHeaders(config.APP_URL),
    "content-security-policy": contentSecurityPolicy(kind, settings, nonce),
    "reporting-endpoints": reportingEndpoints(settings.reportPath),
  };
}
