import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import { users } from "../db/schema";
import { openTestDatabase } from "../testing/testDatabase";
import { createAccounts } from "./accounts";
import { hashPassword, verifyPassword } from "./password";

describe("accounts", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase({ postgres: false });
    const base = { firstName: "A", lastName: "B", organisationId: "org", roles: [] };
    await database.db.insert(users).values([
      {
        ...base,
        id: "u1",
        email: "known@example.com",
        passwordHash: await hashPassword("right-pass"),
      },
      { ...base, id: "u2", email: "invited@example.com", passwordHash: null },
    ]);
  });
  afterAll(() => database?.close());

  it("checks a password hash for unknown addresses too, so timing does not tell them apart", async () => {
    const checked: string[] = [];
    const accounts = createAccounts(database.db, {
      verify: async (password, stored) => {
        checked.push(stored);
        return verifyPassword(password, stored);
      },
    });
    expect(await accounts.authenticate("nobody@example.com", "right-pass")).toBeUndefined();
    expect(await accounts.authenticate("invited@example.com", "right-pass")).toBeUndefined();
    expect(await accounts.authenticate("known@example.com", "wrong-pass")).toBeUndefined();
    expect((await accounts.authenticate(" Known@example.com", "right-pass"))?.id).toBe("u1");
    // One scrypt check per attempt; the unknown and the invited address are checked against
    // the same throw-away hash, of the same scheme as a real one.
    expect(checked).toHaveLength(4);
    expect(checked.every((hash) => hash.startsWith("scrypt$"))).toBe(true);
    expect(checked[0]).toBe(checked[1]);
    expect(checked[0]).not.toBe(checked[2]);
  });
});
