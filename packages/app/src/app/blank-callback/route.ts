import { finishLogin } from "../../auth/loginFlow";
import { appConfig } from "../../config";
import { CSP_REPORT_PATH } from "../../http/requestSecurityHeaders";
import { baseSecurityHeaders, createNonce, reportingEndpoints } from "../../http/securityHeaders";

/**
 * The silent renewal's return (`/blank-callback`), loaded in a hidden frame:
 * completes the login if the identity server still knows the user, then
 * tells the page that opened the frame how it went. Same origin only.
 */
export async function GET(request: Request) {
  const outcome = await finishLogin("silent", new URL(request.url));
  const message = {
    type: "wire-silent-login",
    ok: outcome.kind === "signedIn",
    loginRequired: outcome.kind === "loginRequired",
    ...(outcome.kind === "failed"
      ? { error: outcome.error, description: outcome.description }
      : {}),
  };
  // The site's public origin: behind nginx the request names an instance's internal address.
  const origin = appConfig().APP_URL;
  const nonce = createNonce();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head><body><script nonce="${nonce}">
parent.postMessage(${JSON.stringify(message).replace(/</g, "\\u003c")}, ${JSON.stringify(origin)});
</script></body></html>`;
  return new Response(html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-frame-options": "SAMEORIGIN",
      ...baseSecurityHeaders(origin),
      // Its one inline script by nonce; only the site's own pages may frame it.
      "content-security-policy": `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; report-uri ${CSP_REPORT_PATH}`,
      "reporting-endpoints": reportingEndpoints(CSP_REPORT_PATH),
    },
  });
}
