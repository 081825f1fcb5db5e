import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { hashPassword } from "../identity/password";
import {
  seedBrands,
  seedLanguages,
  seedNavigations,
  seedNewsFeed,
  seedPages,
  seedRedirects,
  seedSites,
} from "./content";
import { seedCountries } from "./countries";
import { seedCatalogue } from "./products";
import { seedSis } from "./sis/seedSis";
import { seedTranslationTargets } from "./translationTargets";
import { seedUserAdmin } from "./userAdmin";
import { seedUsers } from "./users";

/** Bump when the seed data changes so existing databases receive it. */
export const SEED_VERSION = 16;

/** Seeded service tickets (the portal issue asks for at least 10 000). */
export const DEFAULT_TICKET_COUNT = 10_000;

type Log = (line: string) => void;

const STAGES = ["DRAFT", "PUBLISHED"] as const;

/**
 * Gives demo users that already exist the roles the seed has since added to them (version 8:
 * product information for artemis@example.com), keeping every role they have.
 */
async function addSeededRoles(db: Database, users: readonly { id: string; roles: string[] }[]) {
  const rows = await db
    .select({ id: t.users.id, roles: t.users.roles })
    .from(t.users)
    .where(
      inArray(
        t.users.id,
        users.map((u) => u.id),
      ),
    );
  for (const row of rows) {
    const missing = users.find((u) => u.id === row.id)!.roles.filter((r) => !row.roles.includes(r));
    if (missing.length > 0) {
      await db
        .update(t.users)
        .set({ roles: [...row.roles, ...missing] })
        .where(eq(t.users.id, row.id));
    }
  }
}

type StoredModule = { __typename?: string; id?: string; title?: string; intro?: string };

/**
 * Brings the seeded forms into page localisations an older seed wrote, which the page inserts
 * skip as existing rows: version 12 added the forms (put back where missing, after the module
 * they follow in the seed), version 14 gave their title and intro a text per language. Only
 * the English text version 12 wrote is replaced, so wording an editor has chosen since stays.
 */
async function upgradeSeededForms(db: Database, previousVersion: number, log: Log) {
  let updated = 0;
  for (const page of seedPages) {
    const english = new Map(
      (page.localizations.en?.modules ?? []).flatMap((m) =>
        m.__typename === "FormModule" ? [[m.id, m] as const] : [],
      ),
    );
    if (english.size === 0) continue;
    for (const stage of page.stages ?? STAGES) {
      const texts = {
        ...page.localizations,
        ...(stage === "DRAFT" ? page.draftLocalizations : {}),
      };
      for (const [locale, localization] of Object.entries(texts)) {
        const [row] = await db
          .select({ modules: t.pageLocalizations.modules })
          .from(t.pageLocalizations)
          .where(
            and(
              eq(t.pageLocalizations.pageId, page.id),
              eq(t.pageLocalizations.stage, stage),
              eq(t.pageLocalizations.locale, locale),
            ),
          );
        if (!row) continue;
        const modules = [...(row.modules as StoredModule[])];
        let changed = false;
        localization.modules.forEach((seeded, index) => {
          if (seeded.__typename !== "FormModule") return;
          const at = modules.findIndex((m) => m.__typename === "FormModule" && m.id === seeded.id);
          if (at < 0) {
            if (previousVersion >= 12) return; // removed by an editor since
            const before = localization.modules[index - 1]?.id;
            const after = modules.findIndex((m) => before !== undefined && m.id === before);
            modules.splice(after < 0 ? modules.length : after + 1, 0, { ...seeded });
            changed = true;
            return;
          }
          const stored = modules[at]!;
          const original = english.get(seeded.id);
          const next = { ...stored };
          if (stored.title === original?.title) next.title = seeded.title;
          if (stored.intro === original?.intro) next.intro = seeded.intro;
          if (next.title !== stored.title || next.intro !== stored.intro) {
            modules[at] = next;
            changed = true;
          }
        });
        if (changed) {
          await db
            .update(t.pageLocalizations)
            .set({ modules })
            .where(
              and(
                eq(t.pageLocalizations.pageId, page.id),
                eq(t.pageLocalizations.stage, stage),
                eq(t.pageLocalizations.locale, locale),
              ),
            );
          updated++;
        }
      }
    }
  }
  log(`seed: forms brought up to date in ${updated} page localisations`);
}

/**
 * Version 16 names the countries in every UI language (the inserts above skip the rows an older
 * seed wrote); a name already stored, an editor's or the older seed's, stays as it is.
 */
async function nameCountriesInEveryLanguage(db: Database, log: Log) {
  for (const country of seedCountries) {
    const [row] = await db
      .select({ names: t.countries.names })
      .from(t.countries)
      .where(eq(t.countries.code, country.code));
    if (!row) continue;
    await db
      .update(t.countries)
      .set({ names: { ...country.names, ...row.names } })
      .where(eq(t.countries.code, country.code));
  }
  log("seed: countries named in every UI language");
}

/**
 * Writes the seed data once per SEED_VERSION. Every insert skips rows that
 * already exist, so a half-finished seed can simply run again.
 */
export async function seed(
  db: Database,
  options: { demoPassword: string; rolePrefix: string; ticketCount?: number; log?: Log },
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

  log(`seed: languages (${seedLanguages.length})`);
  await db.insert(t.languages).values(seedLanguages).onConflictDoNothing();

  log(`seed: brands (${seedBrands.length})`);
  await db.insert(t.brands).values(seedBrands).onConflictDoNothing();

  log(`seed: sites (${seedSites.length})`);
  await db
    .insert(t.sites)
    .values(seedSites)
    // Version 13 added the sites' default language: fill it in where it is still unset,
    // keeping one an editor has chosen since.
    .onConflictDoUpdate({
      target: t.sites.id,
      set: {
        defaultLanguage: sql`coalesce(${t.sites.defaultLanguage}, excluded.default_language)`,
      },
    });

  log(`seed: navigations (${seedNavigations.length}) in stages DRAFT and PUBLISHED`);
  for (const navigation of seedNavigations) {
    await db
      .insert(t.navigations)
      .values(
        STAGES.map((stage) => ({
          siteId: navigation.siteId,
          stage,
          header: { ...navigation.header },
          footer: { ...navigation.footer },
        })),
      )
      .onConflictDoNothing();
  }

  log(`seed: pages (${seedPages.length}) in stages DRAFT and PUBLISHED`);
  for (const page of seedPages) {
    const { localizations, draftLocalizations, stages, publicationDate, ...fields } = page;
    for (const stage of stages ?? STAGES) {
      await db
        .insert(t.pages)
        .values({
          ...fields,
          stage,
          publicationDate: publicationDate ? new Date(publicationDate) : null,
        })
        .onConflictDoNothing();
      const texts = { ...localizations, ...(stage === "DRAFT" ? draftLocalizations : {}) };
      const rows = Object.entries(texts).map(([locale, l]) => ({
        pageId: page.id,
        stage,
        locale,
        ...l,
      }));
      await db.insert(t.pageLocalizations).values(rows).onConflictDoNothing();
    }
  }

  if (state && state.version < 14) await upgradeSeededForms(db, state.version, log);
  if (state && state.version < 16) await nameCountriesInEveryLanguage(db, log);

  // Version 15: translation jobs moved into their own table, with a target per offered language.
  await seedTranslationTargets(db, log);

  log(`seed: system redirects (${seedRedirects.length})`);
  await db.insert(t.systemRedirects).values(seedRedirects).onConflictDoNothing();

  log(`seed: news feed items (${seedNewsFeed.length}) in stages DRAFT and PUBLISHED`);
  await db
    .insert(t.newsFeedItems)
    .values(
      STAGES.flatMap((stage) =>
        seedNewsFeed.map((item) => ({
          ...item,
          stage,
          publicationDate: new Date(item.publicationDate),
        })),
      ),
    )
    .onConflictDoNothing();

  await seedCatalogue(db, log);

  const users = seedUsers(options.rolePrefix);
  log(`seed: demo users (${users.length})`);
  const passwordHash = await hashPassword(options.demoPassword);
  await db
    .insert(t.users)
    .values(users.map((u) => ({ ...u, passwordHash })))
    .onConflictDoNothing();
  await addSeededRoles(db, users);

  await seedSis(db, { ticketCount: options.ticketCount ?? DEFAULT_TICKET_COUNT, log });
  await seedUserAdmin(db, {
    rolePrefix: options.rolePrefix,
    passwordHash,
    demoUsers: users,
    log,
  });

  await db
    .insert(t.seedState)
    .values({ name: "main", version: SEED_VERSION })
    .onConflictDoUpdate({ target: t.seedState.name, set: { version: SEED_VERSION } });
  log(`seed: done (version ${SEED_VERSION})`);
  return { applied: true };
}
