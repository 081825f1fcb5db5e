import { hasControlCharacter } from "@wire/domain";
import { NextResponse } from "next/server";

/**
 * Why no page or route can read a path, or null when one can: its percent-escapes do not decode
 * to text (`%FF` alone, `%E2%82`, a cut-off character, or `%zz`), or they decode to a control
 * character (`%00`, which the services' database cannot even compare: it made every page and
 * route answer 500).
 *
 * @example unreadablePath("/en/%FF") // "path"
 * @example unreadablePath("/en/%00") // "control"
 * @example unreadablePath("/en/caf%C3%A9") // null
 */
export function unreadablePath(path: string): "path" | "control" | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return "path";
  }
  return hasControlCharacter(decoded) ? "control" : null;
}

/**
 * Whether a page is posted a multipart form that cannot be read. Such a POST is how a form
 * without script reaches its server action, and Next reads the body to find the action: one
 * that does not parse made it answer a bare 500. Fetches from the page's own script carry a
 * `Next-Action` header and Next answers their broken bodies with 400 itself, so only the others
 * are read here (on a copy; the route still reads the original).
 */
export async function hasUnreadableFormBody(request: Request): Promise<boolean> {
  if (request.method !== "POST" || request.headers.has("next-action")) return false;
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) return false;
  try {
    await request.clone().formData();
    return false;
  } catch {
    return true;
  }
}

const REASONS = {
  path: "the address contains malformed percent-encoding",
  control: "the address contains a control character",
  form: "the form's data could not be read",
} as const;

/**
 * The answer to a request no page can read: 400 with a short message, chosen over the
 * not-found or error page because no page of any site could answer it (and it costs no render).
 */
export function malformedRequestResponse(reason: keyof typeof REASONS): NextResponse {
  return new NextResponse(`Bad request: ${REASONS[reason]}.\n`, {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
