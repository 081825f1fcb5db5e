import { currentSession } from "../../../../../../auth/session";
import { sisClient } from "../../../../../../data/sis";
import { localeParam, unknownLocaleResponse } from "../../../../../../http/localeParam";
import { localRedirect } from "../../../../../../http/localRedirect";

/**
 * `/{locale}/portal/notifications/{id}`: the bell's link. Marks the
 * notification read and opens its ticket, or its quote or order request;
 * someone else's (or an unknown) id leads to the ticket list.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string; id: string }> },
) {
  const { id } = await params;
  const locale = localeParam((await params).locale);
  if (!locale) return unknownLocaleResponse();
  const list = `/${locale}/portal/tickets/list`;
  if (
    request.headers.has("next-router-prefetch") ||
    request.headers.get("purpose") === "prefetch"
  ) {
    return new Response(null, { status: 204 });
  }
  const session = await currentSession();
  if (!session)
    return localRedirect(`/${locale}/sign-in?${new URLSearchParams({ returnTo: list })}`);
  if (!/^[a-f0-9-]{36}$/.test(id)) return localRedirect(list);
  // Marking read changes state: a link on another site only leads to the list (issue 20).
  if (request.headers.get("sec-fetch-site") === "cross-site") return localRedirect(list);
  const read = await sisClient(session)
    .markNotificationRead(id)
    .catch(() => null);
  if (read?.requestReference) {
    return localRedirect(`/${locale}/portal/requests/${read.requestReference}`);
  }
  return localRedirect(read?.ticketId ? `/${locale}/portal/tickets/${read.ticketId}` : list);
}
