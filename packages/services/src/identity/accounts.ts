import { eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import { users } from "../db/schema";
import { verifyPassword } from "./password";

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

export function createAccounts(db: Database) {
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
      if (!user?.passwordHash) return undefined;
      return (await verifyPassword(password, user.passwordHash)) ? user : undefined;
    },
  };
}
