import { randomUUID } from "node:crypto";
import { type PartsCart, partsCartSchema } from "@wire/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import type { StoredCartLine } from "../db/partsSchema";
import * as t from "../db/schema";

export type SavedListRow = typeof t.savedLists.$inferSelect;

/** The most lines a cart or saved list holds (a 500-line quick order fits). */
export const MAX_CART_LINES = 500;
/** The most pieces of one line. */
export const MAX_LINE_QUANTITY = 9999;

/** The stored lines as the domain's cart (the part data is read fresh when answering). */
export const toCart = (
  lines: readonly StoredCartLine[],
): PartsCart<{ id: string; articleNumber: string }> => ({
  parts: lines.map((line) => ({
    ...line,
    data: { id: line.id, articleNumber: line.articleNumber },
  })),
});

/** The domain's cart as stored lines: valid by the domain's schema, capped, without part data. */
export function toLines(cart: PartsCart<unknown>): StoredCartLine[] {
  const parsed = partsCartSchema.parse({ parts: cart.parts });
  return parsed.parts.slice(0, MAX_CART_LINES).map(({ key, id, articleNumber, quantity }) => ({
    key,
    id,
    articleNumber,
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
  }));
}

/**
 * Each user's parts cart and saved lists. A change reads and writes the cart in one transaction
 * with the row locked, so two tabs adding at once both count.
 */
export function createCartStore(db: Database) {
  return {
    async get(userId: string): Promise<{ lines: StoredCartLine[]; updatedAt: Date | null }> {
      const [row] = await db.select().from(t.carts).where(eq(t.carts.userId, userId));
      return row ? { lines: row.lines, updatedAt: row.updatedAt } : { lines: [], updatedAt: null };
    },

    /** Applies `change` to the user's cart and stores the result. */
    async update(
      userId: string,
      change: (cart: PartsCart<{ id: string; articleNumber: string }>) => PartsCart<unknown>,
    ): Promise<{ lines: StoredCartLine[]; updatedAt: Date }> {
      return db.transaction(async (tx) => {
        await tx.insert(t.carts).values({ userId, lines: [] }).onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(t.carts)
          .where(eq(t.carts.userId, userId))
          .for("update");
        const lines = toLines(change(toCart(row?.lines ?? [])));
        const [saved] = await tx
          .update(t.carts)
          .set({ lines, updatedAt: sql`now()` })
          .where(eq(t.carts.userId, userId))
          .returning();
        return { lines: saved!.lines, updatedAt: saved!.updatedAt };
      });
    },

    savedLists(userId: string): Promise<SavedListRow[]> {
      return db
        .select()
        .from(t.savedLists)
        .where(eq(t.savedLists.userId, userId))
        .orderBy(desc(t.savedLists.updatedAt));
    },

    /** One of the user's saved lists; another user's answers undefined. */
    async savedList(userId: string, id: string): Promise<SavedListRow | undefined> {
      const [row] = await db
        .select()
        .from(t.savedLists)
        .where(and(eq(t.savedLists.id, id), eq(t.savedLists.userId, userId)));
      return row;
    },

    async saveList(userId: string, name: string, lines: StoredCartLine[]): Promise<SavedListRow> {
      const [row] = await db
        .insert(t.savedLists)
        .values({ id: randomUUID(), userId, name, lines })
        .returning();
      return row!;
    },

    async deleteList(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(t.savedLists)
        .where(and(eq(t.savedLists.id, id), eq(t.savedLists.userId, userId)))
        .returning({ id: t.savedLists.id });
      return rows.length > 0;
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
