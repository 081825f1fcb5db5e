/** A request's host and cookies, from a `NextRequest` or a plain `Request`. */
export interface RequestFacts {
  host: string | null;
  cookies: Readonly<Record<string, string | undefined>>;
}

/** The host and cookies of a plain `Request` (route handlers). */
export function requestFacts(request: Request): RequestFacts {
  const cookies: Record<string, string> = {};
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0) cookies[pair.slice(0, at).trim()] = decoded(pair.slice(at + 1).trim());
  }
  return { host: request.headers.get("host"), cookies };
}

/** A cookie value URL-decoded; a malformed escape is kept as sent rather than failing the request. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
