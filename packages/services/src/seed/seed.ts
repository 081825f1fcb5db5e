import { eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { hashPassword } from "../identity/password";
import { seedPages, seedProducts, seedSites } from "./content";
import { seedCountries } from "./countries";
import { seedUsers } from "./users";

/** Bump when the seed data changes so existing databases receive it. */
export const SEED_VERSION = 3;

type Log = (line: string) => void;

/**
 * Writes the seed data once per SEED_VERSION. Every insert skips rows that
 * already exist, so a half-finished seed can simply run again.
 */
export async function seed(
  db: Database,
  options: { demoPassword: string; rolePrefix: string; log?: Log },
): Promise<{ applied: boolean }> {
  const log = options.log ?? (() => {});
  const [state] = await db.select().from(t.seedState).where(eq(t.seedState.name, "main"));
  if (state && state.version >= SEED_VERSION) {
    log(`seed: already at version ${state.version}, nothing to do`);
    return { applied: false };
  }

  log(`seed: countries (${seedCountries.length})`);
  await db
    .insert(t.countries)
    .values(seedCountries.map((c) => ({ ...c, supportedLanguages: [...c.supportedLanguages] })))
    .onConflictDoNothing();

  log(`seed: sites (${seedSites.length})`);
  await db.insert(t.sites).values(seedSites).onConflictDoNothing();

  log(`seed: pages (${seedPages.length}) in stages DRAFT and PUBLISHED`);
  for (const page of seedPages) {
    for (const stage of ["DRAFT", "PUBLISHED"] as const) {
      await db
        .insert(t.pages)
        .values({ id: page.id, stage, siteId: page.siteId, slug: page.slug, theme: page.theme })
        .onConflictDoNothing();
      const rows = Object.entries(page.localizations).map(([locale, l]) => ({
        pageId: page.id,
        stage,
        locale,
        title: l.title,
        modules: l.modules,
      }));
      await db.insert(t.pageLocalizations).values(rows).onConflictDoNothing();
    }
  }

  log(`seed: products (${seedProducts.length})`);
  for (const product of seedProducts) {
    await db
      .insert(t.products)
      .values({ slug: product.slug, brand: product.brand })
      .onConflictDoNothing();
    const rows = Object.entries(product.localizations).map(([locale, l]) => ({
      productSlug: product.slug,
      locale,
      ...l,
    }));
    await db.insert(t.productLocalizations).values(rows).onConflictDoNothing();
  }

  const users = seedUsers(options.rolePrefix);
  log(`seed: demo users (${users.length})`);
  const passwordHash = await hashPassword(options.demoPassword);
  await db
    .insert(t.users)
    .values(users.map((u) => ({ ...u, passwordHash })))
    .onConflictDoNothing();

  log("seed: tickets (1)");
  await db
    .insert(t.tickets)
    .values({
      id: "T-100001",
      organisationId: "org-harness-works",
      createdBy: "user-customer",
      subject: "Crimp height drifts after blade change",
      description:
        "Since the blade change on Monday the crimp height on station 2 drifts by 0.03 mm per hour.",
      status: "IN_PROGRESS",
      location: "Harness Works, Plant 2",
      ticketType: "Technical support",
      machine: "Gamma 263 (SN 263-04512)",
    })
    .onConflictDoNothing();

  await db
    .insert(t.seedState)
    .values({ name: "main", version: SEED_VERSION })
    .onConflictDoUpdate({ target: t.seedState.name, set: { version: SEED_VERSION } });
  log(`seed: done (version ${SEED_VERSION})`);
  return { applied: true };
}
