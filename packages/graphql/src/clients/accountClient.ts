import type { Logger } from "./request";

/** The signed-in user's profile in the identity server's store. */
export interface AccountProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  language: string;
  internal: boolean;
  mfaResetRequestedAt: string | null;
  /** Applications the user asked for from the dashboard, still open. */
  accessRequests: string[];
}

/** A refused change: field messages from the server's validation (`{ field: message }`). */
export type AccountResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; errors: Record<string, string> };

/** Requests to services other than the login server time out after 5000 ms (spec section 9). */
const REQUEST_TIMEOUT_MS = 5000;

/**
 * The identity server's account API for one signed-in user, authenticated by
 * their access token: profile, password change, multi-factor reset. Not
 * GraphQL, but it crosses the same boundary, so it lives beside the clients.
 */
export function createAccountClient(options: {
  endpoint: string;
  accessToken: string;
  fetch?: typeof fetch;
  logger?: Logger;
}) {
  const doFetch = options.fetch ?? fetch;
  const logger = options.logger ?? console;
  async function call<T>(method: string, path: string, body?: unknown): Promise<AccountResult<T>> {
    logger.info(`[account] ${method} ${path || "/"}`);
    const response = await doFetch(`${options.endpoint}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.accessToken}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const data = response.status === 204 ? null : await response.json().catch(() => null);
    if (response.ok) return { ok: true, value: data as T };
    const errors =
      data && typeof data === "object" && "errors" in data
        ? (data.errors as Record<string, string>)
        : { _form: String((data as { error?: unknown } | null)?.error ?? response.statusText) };
    return { ok: false, status: response.status, errors };
  }
  return {
    async getProfile(): Promise<AccountProfile> {
      const result = await call<AccountProfile>("GET", "");
      if (!result.ok) throw new Error(`account: profile could not be loaded (${result.status})`);
      return result.value;
    },
    updateProfile: (
      input: Pick<AccountProfile, "firstName" | "lastName" | "country" | "language">,
    ) => call<AccountProfile>("PATCH", "", input),
    changePassword: (input: {
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
    }) => call<null>("POST", "/password", input),
    resetMultiFactor: () => call<{ mfaResetRequestedAt: string }>("POST", "/mfa-reset"),
    requestAccess: (service: string) =>
      call<{ service: string }>("POST", "/access-requests", { service }),
  };
}
