/** The error code the identity error page shows its own message for: an invitation link that cannot be one. */
export const INVALID_INVITATION = "invalid_invitation";

/**
 * Whether a path segment can be an invitation's token (base64url, 20–100
 * characters), checked before it goes to the identity server, which decides
 * whether it is valid and unexpired.
 *
 * @example
 * isInvitationToken("kq3VvT0l2m8H1xJr9bZc4w"); // => true
 */
export function isInvitationToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{20,100}$/.test(value);
}
