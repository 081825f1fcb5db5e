import { eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";

/** Organisations; one without a row (a user of no customer) gets the group's general desk. */
export function createOrganisationStore(db: Database) {
  return {
    async get(id: string) {
      const [row] = await db.select().from(t.organisations).where(eq(t.organisations.id, id));
      return (
        row ?? {
          id,
          name: "",
          internal: false,
          supportEmail: "service@wire.example",
          supportPhone: "+41 41 000 00 00",
        }
      );
    },
  };
}
