/**
 * Auth error codes that send the user to the login page (spec §8), normalised to snake case.
 * `interaction_required` is the OIDC code for "interaction not allowed".
 */
export const LOGIN_REDIRECT_ERRORS = [
  "authentication_required",
  "consent_required",
  "authorization_timed_out",
  "failed_to_fetch",
  "network_error",
  "interaction_not_allowed",
  "interaction_required",
  "login_required",
  "cross_origin_redirection",
  "request_requires_consent",
] as const;

/**
 * Whether an auth error redirects to login (spec §8). The code is compared after lower-casing and
 * turning runs of other characters into `_`, so `"Failed to fetch"`, `"login_required"` and
 * `"NetworkError"`-style `"network error"` all match.
 *
 * @example
 * isLoginRedirectError("Failed to fetch"); // => true
 * isLoginRedirectError("State mismatch"); // => false
 */
export function isLoginRedirectError(code: string | null | undefined): boolean {
  const normalized = (code ?? "")
    .trim()
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  return (LOGIN_REDIRECT_ERRORS as readonly string[]).includes(normalized);
}
