import type { IncomingMessage, ServerResponse } from "node:http";
import {
  accountSchema,
  changePasswordSchema,
  fieldErrors,
  REQUESTABLE_SERVICES,
  UI_LANGUAGES,
} from "@wire/domain";
import { eq } from "drizzle-orm";
import type Provider from "oidc-provider";
import type { Database } from "../db/connect";
import { countries, users } from "../db/schema";
import { BadRequestError, readJson } from "../http/readBody";
import type { UserAdminStore } from "../sis/userAdminStore";
import { hashPassword, verifyPassword } from "./password";

/** Where the account API lives, beside the realm, like ForgeRock's `/am/json`. */
export const ACCOUNT_API_PATH = "/am/json/users/me";

function json(res: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    res.writeHead(status, { "cache-control": "no-store" });
    return res.end();
  }
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

/**
 * The signed-in user's own account, for the portal's account settings:
 * `GET` the profile, `PATCH` it, `POST …/password` to change the password and
 * `POST …/mfa-reset` to ask for a new multi-factor device, `POST
 * …/access-requests` to ask for an application from the dashboard (a `pending` application
 * access that user administration lists for the administrators). Authenticated by
 * the user's access token. Internal employees may not edit their profile or
 * password (spec section 6), only reset their multi-factor device.
 */
export function createAccountApi(provider: Provider, db: Database, userAdmin: UserAdminStore) {
  async function accountIdOf(req: IncomingMessage): Promise<string | undefined> {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "");
    if (!match) return undefined;
    const token = await provider.AccessToken.find(match[1]!);
    return token && !token.isExpired ? token.accountId : undefined;
  }

  return async function handleAccount(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? "").split("?")[0]!.slice(ACCOUNT_API_PATH.length);
    const accountId = await accountIdOf(req);
    if (!accountId) return json(res, 401, { error: "invalid_token" });
    const [user] = await db.select().from(users).where(eq(users.id, accountId));
    if (!user) return json(res, 401, { error: "invalid_token" });
    const requested = await userAdmin.pendingRequests(user.id);
    const profile = () => ({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      country: user.country,
      language: user.language,
      internal: user.internal,
      mfaResetRequestedAt: user.mfaResetRequestedAt?.toISOString() ?? null,
      accessRequests: requested,
    });

    try {
      if (path === "" && req.method === "GET") return json(res, 200, profile());
      if (path === "/mfa-reset" && req.method === "POST") {
        const now = new Date();
        await db.update(users).set({ mfaResetRequestedAt: now }).where(eq(users.id, user.id));
        return json(res, 202, { mfaResetRequestedAt: now.toISOString() });
      }
      if (path === "/access-requests" && req.method === "POST") {
        const body = (await readJson(req)) as { service?: unknown };
        const service = REQUESTABLE_SERVICES.find((s) => s === body?.service);
        if (!service) return json(res, 422, { errors: { service: "Please select an item" } });
        await userAdmin.requestAccess(user.id, service);
        return json(res, 201, { service });
      }
      const editable =
        (path === "" && req.method === "PATCH") || (path === "/password" && req.method === "POST");
      if (!editable) return json(res, 405, { error: "method_not_allowed" });
      if (user.internal) {
        return json(res, 403, {
          error: "Internal users manage their profile and password centrally",
        });
      }
      const body = await readJson(req);
      if (path === "") {
        const codes = await db.select({ code: countries.code }).from(countries);
        const schema = accountSchema({
          countries: codes.map((c) => c.code),
          languages: UI_LANGUAGES,
        });
        const parsed = schema.safeParse(body);
        if (!parsed.success) return json(res, 422, { errors: fieldErrors(parsed.error) });
        await db.update(users).set(parsed.data).where(eq(users.id, user.id));
        Object.assign(user, parsed.data);
        return json(res, 200, profile());
      }
      const parsed = changePasswordSchema.safeParse(body);
      if (!parsed.success) return json(res, 422, { errors: fieldErrors(parsed.error) });
      if (!(await verifyPassword(parsed.data.currentPassword, user.passwordHash ?? ""))) {
        return json(res, 422, {
          errors: { currentPassword: "The current password is not correct." },
        });
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(parsed.data.newPassword) })
        .where(eq(users.id, user.id));
      return json(res, 204);
    } catch (error) {
      if (error instanceof BadRequestError) return json(res, 400, { error: error.message });
      throw error;
    }
  };
}
