import { and, asc, count, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import type { ContractLevel } from "../db/sisSchema";
import { likePattern } from "./ticketStore";

export type MachineRow = typeof t.machines.$inferSelect;
export type LocationRow = typeof t.locations.$inferSelect;

export interface MachineFilter {
  search?: string | null;
  locationId?: string | null;
  productSlug?: string | null;
  warranty?: "UNDER_WARRANTY" | "EXPIRED" | null;
  contract?: ContractLevel | null;
}

/** Today as an ISO date, the day warranties are compared with. */
export const today = () => new Date().toISOString().slice(0, 10);

function machineConditions(organisationId: string, filter: MachineFilter | null | undefined) {
  const conditions: SQL[] = [eq(t.machines.organisationId, organisationId)];
  const search = filter?.search?.trim().slice(0, 100);
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(
        ilike(t.machines.name, pattern),
        ilike(t.machines.model, pattern),
        ilike(t.machines.serialNumber, pattern),
      )!,
    );
  }
  if (filter?.locationId) conditions.push(eq(t.machines.locationId, filter.locationId));
  if (filter?.productSlug) conditions.push(eq(t.machines.productSlug, filter.productSlug));
  if (filter?.contract) conditions.push(eq(t.machines.contractLevel, filter.contract));
  if (filter?.warranty === "UNDER_WARRANTY") conditions.push(gte(t.machines.warrantyEnd, today()));
  if (filter?.warranty === "EXPIRED") conditions.push(lt(t.machines.warrantyEnd, today()));
  return and(...conditions)!;
}

/** An organisation's locations and installed base. */
export function createInstalledBase(db: Database) {
  return {
    locations(organisationId: string): Promise<LocationRow[]> {
      return db
        .select()
        .from(t.locations)
        .where(eq(t.locations.organisationId, organisationId))
        .orderBy(asc(t.locations.name));
    },

    async locationsById(ids: readonly string[]): Promise<Map<string, LocationRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(t.locations)
        .where(inArray(t.locations.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async machines(
      organisationId: string,
      options: {
        filter?: MachineFilter | null;
        limit: number;
        offset: number;
        /** Count every match too (false: the caller shows no total). */
        withTotal?: boolean;
      },
    ): Promise<{ items: MachineRow[]; total: number | null }> {
      const where = machineConditions(organisationId, options.filter);
      const [items, totalRows] = await Promise.all([
        db
          .select()
          .from(t.machines)
          .where(where)
          .orderBy(asc(t.machines.name), asc(t.machines.serialNumber))
          .limit(options.limit)
          .offset(options.offset),
        options.withTotal === false
          ? null
          : db.select({ value: count() }).from(t.machines).where(where),
      ]);
      return { items, total: totalRows ? (totalRows[0]?.value ?? 0) : null };
    },

    async machine(organisationId: string, id: string): Promise<MachineRow | undefined> {
      const [row] = await db
        .select()
        .from(t.machines)
        .where(and(eq(t.machines.id, id), eq(t.machines.organisationId, organisationId)));
      return row;
    },

    async machinesById(ids: readonly string[]): Promise<Map<string, MachineRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(t.machines)
        .where(inArray(t.machines.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The distinct models an organisation owns (all models for an internal organisation). */
    async models(organisationId: string): Promise<{ productSlug: string; model: string }[]> {
      const rows = await db
        .selectDistinct({ productSlug: t.machines.productSlug, model: t.machines.model })
        .from(t.machines)
        .where(
          sql`${t.machines.organisationId} = ${organisationId} or exists (select 1 from ${t.organisations} where ${t.organisations.id} = ${organisationId} and ${t.organisations.internal})`,
        )
        .orderBy(asc(t.machines.model));
      return rows;
    },
  };
}

export type InstalledBase = ReturnType<typeof createInstalledBase>;
