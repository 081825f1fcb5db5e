/** The identity error page, carrying the technical details it shows (spec section 8). */
export function identityErrorPath(
  locale: string,
  error: { error: string; description: string },
  returnTo?: string,
): string {
  const query = new URLSearchParams({ error: error.error, error_description: error.description });
  if (returnTo) query.set("returnTo", returnTo);
  return `/${locale}/identity-error?${query}`;
}
