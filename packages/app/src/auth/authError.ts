import { TIMEOUT_ERROR } from "@wire/domain";
import { logger } from "../http/logger";

/** An authentication failure with the code and description the identity error page shows. */
export class AuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
    this.name = "AuthError";
  }
}

/**
 * Turns whatever openid-client or fetch threw into an AuthError, keeping the
 * server's own error code where there is one, and logs it with error and
 * description (spec section 8).
 */
export function toAuthError(cause: unknown, fallback: string): AuthError {
  let result: AuthError;
  if (cause instanceof AuthError) result = cause;
  else if (
    cause instanceof Error &&
    (cause.name === "TimeoutError" || cause.name === "AbortError")
  ) {
    result = new AuthError("timeout", TIMEOUT_ERROR);
  } else {
    const c = cause as {
      error?: unknown;
      error_description?: unknown;
      message?: unknown;
      code?: unknown;
    };
    const error =
      typeof c?.error === "string" ? c.error : typeof c?.code === "string" ? c.code : "auth_error";
    const description =
      typeof c?.error_description === "string"
        ? c.error_description
        : typeof c?.message === "string"
          ? `${fallback} (${c.message})`
          : fallback;
    result = new AuthError(error, description);
  }
  // Fields, not text: the error and its description come from the callback's query (a visitor's).
  logger.error({ error: result.error, description: result.description }, "[auth] login failed");
  return result;
}
