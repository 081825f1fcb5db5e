import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import { users } from "../db/schema";
import { hashPassword, verifyPassword } from "./password";

export type UserRow = typeof users.$inferSelect;

/** The OpenID claims of a user, released by scope (see `CLAIMS_BY_SCOPE`). */
export function userClaims(user: UserRow) {
  return {
    sub: user.id,
    name: `${user.firstName} ${user.lastName}`,
    given_name: user.firstName,
    family_name: user.lastName,
    email: user.email,
    email_verified: true,
    roles: user.roles,
    organisation_id: user.organisationId,
    internal: user.internal,
    country: user.country,
    locale: user.language,
  };
}

/** Claims each scope releases; `fr:idm:*` is the identity-management scope of spec section 7. */
export const CLAIMS_BY_SCOPE = {
  openid: ["sub"],
  profile: ["name", "given_name", "family_name"],
  email: ["email", "email_verified"],
  "fr:idm:*": ["roles", "organisation_id", "internal", "country", "locale"],
};

/**
 * The identity server's accounts. `verify` is the password check (scrypt); an unknown address,
 * or an invitee without a password, is checked against a throw-away hash all the same, so a
 * sign-in takes as long whether the address exists or not.
 */
export function createAccounts(
  db: Database,
  options: { verify?: (password: string, stored: string) => Promise<boolean> } = {},
) {
  const verify = options.verify ?? verifyPassword;
  // Made once per instance: a random password nobody knows, hashed with the same parameters.
  let dummyHash: Promise<string> | undefined;
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },
    /** The user whose e-mail and password match, or undefined. */
    async authenticate(email: string, password: string): Promise<UserRow | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()));
      // An invited user who has not set a password yet cannot sign in with any.
      if (!user?.passwordHash) {
        dummyHash ??= hashPassword(randomUUID());
        await verify(password, await dummyHash);
        return undefined;
      }
      return (await verify(password, user.passwordHash)) ? user : undefined;
    },
  };
}
