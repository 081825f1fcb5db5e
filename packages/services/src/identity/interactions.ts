import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import { readForm } from "../http/readBody";
import type { createAccounts } from "./accounts";
import { errorPage, loginPage } from "./pages";
import { INTERACTION_PATH } from "./provider";

const LOGIN_FAILED = "The e-mail address or password is not correct.";

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "x-frame-options": "DENY",
  });
  res.end(html);
}

/**
 * The identity server's login interaction: GET shows the form, POST checks
 * the password and hands the result back to oidc-provider. Consent is not
 * asked: the site is a first-party client (see `loadExistingGrant`).
 */
export function createInteractionHandler(
  provider: Provider,
  accounts: ReturnType<typeof createAccounts>,
) {
  return async function handleInteraction(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://local");
    const match = url.pathname.match(new RegExp(`^${INTERACTION_PATH}/([\\w-]+)(/login)?$`));
    if (!match) return send(res, 404, errorPage("not_found", "No such page."));
    const action = `${INTERACTION_PATH}/${match[1]}/login`;
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== match[1]) {
        return send(res, 400, errorPage("invalid_request", "This sign-in link does not match."));
      }
      if (req.method === "GET" && !match[2]) {
        return send(res, 200, loginPage({ action }));
      }
      if (req.method === "POST" && match[2]) {
        const form = await readForm(req);
        const email = form.get("email") ?? "";
        const user = await accounts.authenticate(email, form.get("password") ?? "");
        if (!user) return send(res, 401, loginPage({ action, email, error: LOGIN_FAILED }));
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: user.id } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      return send(res, 405, errorPage("method_not_allowed", "This method is not allowed here."));
    } catch (error) {
      const e = error as { error?: string; error_description?: string; message?: string };
      return send(
        res,
        400,
        errorPage(e.error ?? "invalid_request", e.error_description ?? e.message ?? ""),
      );
    }
  };
}
