import type { IncomingMessage, ServerResponse } from "node:http";
import { CHANGE_PASSWORD_MESSAGES, changePasswordSchema, fieldErrors } from "@wire/domain";
import type Provider from "oidc-provider";
import { BadRequestError, readForm } from "../http/readBody";
import { currentRequestLog } from "../http/requestLog";
import type { UserAdminStore } from "../sis/userAdminStore";
import type { createAccounts } from "./accounts";
import type { LoginThrottle } from "./loginThrottle";
import { errorPage, identityPageHeaders, loginPage, setPasswordPage } from "./pages";
import { hashPassword } from "./password";
import { INTERACTION_PATH, INVITATION_PARAM } from "./provider";

/** What an error no rule expected shows: its details are in the log, with the request id. */
const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

const LOGIN_FAILED = "The e-mail address or password is not correct.";

/** Shown instead of checking the password while the account or the address is locked. */
export function tooManyAttempts(retryAfterS: number): string {
  const minutes = Math.ceil(retryAfterS / 60);
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/**
 * The client's address for the per-IP limit: the socket's, or with `trustProxy` the last
 * `X-Forwarded-For` entry (the one the trusted proxy added; earlier ones the client can forge).
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers["x-forwarded-for"];
  const last = typeof forwarded === "string" ? forwarded.split(",").at(-1)?.trim() : undefined;
  return (trustProxy && last) || req.socket.remoteAddress || "unknown";
}

/** Shown on the login page for an invitation link that is unknown, used, withdrawn or expired. */
export const INVITATION_UNUSABLE =
  "This invitation has expired or was already used. Ask your administrator for a new one.";

/** Shown above the login form when a registered user follows an invitation. */
const INVITATION_SIGN_IN = "Sign in to accept your invitation.";

/**
 * The new password's rules and messages are the account page's (`changePasswordSchema`); an
 * invitee has no current password, so a placeholder stands in for it.
 */
function checkNewPassword(newPassword: string, confirmPassword: string) {
  const parsed = changePasswordSchema.safeParse({
    currentPassword: "-",
    newPassword,
    confirmPassword,
  });
  if (parsed.success) return undefined;
  const { newPassword: newError, confirmPassword: confirmError } = fieldErrors(parsed.error);
  return {
    ...(newError ? { newPassword: newError } : {}),
    ...(confirmError ? { confirmPassword: confirmError } : {}),
  };
}

function writePage(res: ServerResponse, status: number, html: string, headers = {}) {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(html);
}

/**
 * The identity server's login interaction: GET shows the form, POST checks
 * the password and hands the result back to oidc-provider. Consent is not
 * asked: the site is a first-party client (see `loadExistingGrant`).
 *
 * Failed sign-ins are limited per account and per IP address (`loginThrottle`): while either
 * is locked the form answers 429 with `Retry-After` and says how long to wait.
 *
 * With an invitation (the authorization parameter `invitation`): an invitee who has no password
 * yet gets the "set your password" form instead (POST `…/password`), which sets it, accepts the
 * invitation and signs them in; a registered user signs in as usual and the invitation is
 * accepted then. An unusable link shows `INVITATION_UNUSABLE` above the login form.
 */
export function createInteractionHandler(
  provider: Provider,
  accounts: ReturnType<typeof createAccounts>,
  userAdmin: UserAdminStore,
  throttle: LoginThrottle,
  options: { trustProxy?: boolean; appUrl: string },
) {
  const pageHeaders = identityPageHeaders(options.appUrl);
  const send = (res: ServerResponse, status: number, html: string, headers = {}) =>
    writePage(res, status, html, { ...pageHeaders, ...headers });
  return async function handleInteraction(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://local");
    const match = url.pathname.match(
      new RegExp(`^${INTERACTION_PATH}/([\\w-]+)(/login|/password)?$`),
    );
    if (!match) return send(res, 404, errorPage("not_found", "No such page."));
    const action = `${INTERACTION_PATH}/${match[1]}/login`;
    const passwordAction = `${INTERACTION_PATH}/${match[1]}/password`;
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== match[1]) {
        return send(res, 400, errorPage("invalid_request", "This sign-in link does not match."));
      }
      const token = details.params[INVITATION_PARAM];
      const invitationToken = typeof token === "string" ? token : "";
      const invitation = invitationToken
        ? await userAdmin.openInvitation(invitationToken)
        : undefined;
      const unusable = Boolean(invitationToken) && !invitation;
      const invitee = invitation && !invitation.user.passwordHash ? invitation.user : undefined;

      if (req.method === "GET" && !match[2]) {
        if (invitee) {
          return send(
            res,
            200,
            setPasswordPage({
              action: passwordAction,
              email: invitee.email,
              passwordHint: CHANGE_PASSWORD_MESSAGES.newPassword,
            }),
          );
        }
        return send(
          res,
          200,
          loginPage({
            action,
            ...(invitation ? { email: invitation.user.email, notice: INVITATION_SIGN_IN } : {}),
            ...(unusable ? { notice: INVITATION_UNUSABLE } : {}),
          }),
        );
      }
      if (req.method === "POST" && match[2] === "/login") {
        const form = await readForm(req);
        const email = form.get("email") ?? "";
        const ip = clientAddress(req, options.trustProxy ?? false);
        const verdict = await throttle.check(email, ip);
        if (!verdict.allowed) {
          return send(
            res,
            429,
            loginPage({ action, email, error: tooManyAttempts(verdict.retryAfterS) }),
            { "retry-after": String(verdict.retryAfterS) },
          );
        }
        const user = await accounts.authenticate(email, form.get("password") ?? "");
        if (!user) {
          await throttle.recordFailure(email, ip);
          return send(res, 401, loginPage({ action, email, error: LOGIN_FAILED }));
        }
        await throttle.recordSuccess(email);
        // A registered user's invitation (another application) is accepted by signing in.
        if (invitation && invitation.user.id === user.id) {
          await userAdmin.acceptInvitation(invitationToken, user.id);
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: user.id } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      if (req.method === "POST" && match[2] === "/password") {
        if (!invitee) return send(res, 400, loginPage({ action, notice: INVITATION_UNUSABLE }));
        const form = await readForm(req);
        const newPassword = form.get("newPassword") ?? "";
        const errors = checkNewPassword(newPassword, form.get("confirmPassword") ?? "");
        if (errors) {
          return send(
            res,
            422,
            setPasswordPage({
              action: passwordAction,
              email: invitee.email,
              errors,
              passwordHint: CHANGE_PASSWORD_MESSAGES.newPassword,
            }),
          );
        }
        const accepted = await userAdmin.acceptInvitation(
          invitationToken,
          invitee.id,
          await hashPassword(newPassword),
        );
        if (!accepted) return send(res, 400, loginPage({ action, notice: INVITATION_UNUSABLE }));
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: invitee.id } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      return send(res, 405, errorPage("method_not_allowed", "This method is not allowed here."));
    } catch (error) {
      // The identity server's own refusals (an expired interaction) and unreadable forms say
      // why; anything else is logged with the request id and answered without its message,
      // which could be a failed query.
      const e = error as { error?: string; error_description?: string; message?: string };
      if (e.error || error instanceof BadRequestError) {
        return send(
          res,
          400,
          errorPage(e.error ?? "invalid_request", e.error_description ?? e.message ?? ""),
        );
      }
      currentRequestLog()?.error({ err: error, method: req.method }, "interaction failed");
      return send(res, 500, errorPage("server_error", SERVER_ERROR_MESSAGE));
    }
  };
}
