import { identityErrorPath } from "../../../../auth/identityErrorPath";
import { finishLogin } from "../../../../auth/loginFlow";
import { localeParam, unknownLocaleResponse } from "../../../../http/localeParam";
import { localRedirect } from "../../../../http/localRedirect";

/** The login return (`/{locale}/callback?code&state`): a session, then the page first asked for. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = localeParam((await params).locale);
  if (!locale) return unknownLocaleResponse();
  const outcome = await finishLogin("interactive", new URL(request.url));
  const to = (path: string) => localRedirect(path);
  switch (outcome.kind) {
    case "signedIn":
      return to(outcome.returnTo);
    case "loginRequired": {
      const query = new URLSearchParams({ returnTo: outcome.returnTo });
      if (outcome.forceLogin) query.set("prompt", "login");
      return to(`/api/auth/login?${query}`);
    }
    case "failed":
      return to(identityErrorPath(locale, outcome, outcome.returnTo));
  }
}
