import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import * as t from "../../db/schema";
import { seedDownloads } from "./downloads";
import { seedLocations, seedMachines, seedOrganisations } from "./installedBase";
import {
  seedKnowledgeHub,
  seedParts,
  seedPriceLists,
  seedProductInfo,
  seedRequests,
  seedSoftwarePackages,
} from "./parts";
import { generateTickets, numberTickets } from "./tickets";

/** Ticket contacts per organisation: demo users where there are some (spec §6 users). */
const CONTACTS: Record<string, { id: string; name: string }[]> = {
  "org-harness-works": [
    { id: "user-customer", name: "Clara Kunde" },
    { id: "user-customer", name: "Clara Kunde" },
    { id: "user-admin-external", name: "Erik Admin" },
  ],
  "org-cable-systems": [
    { id: "user-artemis", name: "Ana Ortega" },
    { id: "contact-cs-puig", name: "Jordi Puig" },
  ],
  "org-autoloom": [
    { id: "contact-al-miller", name: "Dana Miller" },
    { id: "contact-al-reyes", name: "Luis Reyes" },
  ],
};

/** Each organisation's share of the seeded tickets. */
const SHARE: Record<string, number> = {
  "org-harness-works": 0.52,
  "org-cable-systems": 0.29,
  "org-autoloom": 0.19,
};

const BATCH = 500;

/**
 * Writes the SIS data: organisations, locations, 44 machines, the WIRE Flow downloads and
 * `ticketCount` tickets with their replies. Every insert skips rows that exist, and replies are
 * written only with their newly inserted ticket, so an interrupted seed resumes where it stopped.
 */
export async function seedSis(
  db: Database,
  options: { ticketCount: number; log: (line: string) => void },
) {
  const { log } = options;
  log(`seed: organisations (${seedOrganisations.length}), locations (${seedLocations.length})`);
  await db
    .insert(t.organisations)
    .values([...seedOrganisations])
    // Organisations seeded before user administration receive their sub region, country and city.
    .onConflictDoUpdate({
      target: t.organisations.id,
      set: {
        subRegion: sql`excluded.sub_region`,
        country: sql`excluded.country`,
        city: sql`excluded.city`,
      },
    });
  await db.insert(t.locations).values(seedLocations).onConflictDoNothing();

  const machines = seedMachines();
  log(`seed: machines (${machines.length})`);
  await db.insert(t.machines).values(machines).onConflictDoNothing();

  const downloads = seedDownloads();
  log(`seed: WIRE Flow downloads (${downloads.length})`);
  await db.insert(t.downloads).values(downloads).onConflictDoNothing();

  const generated = numberTickets(
    Object.entries(SHARE).flatMap(([organisationId, share], index) =>
      generateTickets(
        {
          organisationId,
          locations: seedLocations
            .filter((l) => l.organisationId === organisationId)
            .map((l) => l.id),
          machines: machines.filter((m) => m.organisationId === organisationId),
          contacts: CONTACTS[organisationId]!,
        },
        Math.round(options.ticketCount * share),
        1000 + index,
      ),
    ),
  );
  let written = 0;
  for (let start = 0; start < generated.length; start += BATCH) {
    const batch = generated.slice(start, start + BATCH);
    const inserted = await db
      .insert(t.tickets)
      .values(batch.map((entry) => entry.ticket))
      .onConflictDoNothing()
      .returning({ id: t.tickets.id });
    const fresh = new Set(inserted.map((row) => row.id));
    const replies = batch
      .filter((entry) => fresh.has(entry.ticket.id))
      .flatMap((entry) => entry.replies);
    if (replies.length > 0) await db.insert(t.ticketReplies).values(replies);
    written += inserted.length;
    log(
      `seed: tickets ${Math.min(start + BATCH, generated.length)}/${generated.length} (${written} new)`,
    );
  }
  // New tickets continue after the seeded numbers.
  await db.execute(
    sql`select setval('ticket_number_seq', greatest((select coalesce(max(number), 0) from tickets), 1))`,
  );
  await seedPartsData(db, log);
}

/**
 * Product information, parts, exploded views, knowledge hub, software, price lists and a few
 * requests, in batches that skip existing rows, so the step resumes like the rest of the seed.
 */
export async function seedPartsData(db: Database, log: (line: string) => void) {
  const items = seedProductInfo();
  log(`seed: product information (${items.length})`);
  await db.insert(t.productInfoItems).values(items).onConflictDoNothing();

  const { parts, views, bom } = seedParts();
  log(`seed: parts (${parts.length})`);
  await db.insert(t.parts).values(parts).onConflictDoNothing();
  log(`seed: exploded views (${views.length}) with ${bom.length} positions`);
  await db.insert(t.explodedViews).values(views).onConflictDoNothing();
  await db.insert(t.modelParts).values(bom).onConflictDoNothing();

  const { articles, topics } = seedKnowledgeHub(items);
  log(`seed: knowledge hub (${articles.length} articles, ${topics.length} topics)`);
  await db.insert(t.knowledgeArticles).values(articles).onConflictDoNothing();
  for (let start = 0; start < topics.length; start += BATCH) {
    await db
      .insert(t.knowledgeTopics)
      .values(topics.slice(start, start + BATCH))
      .onConflictDoNothing();
  }
  const software = seedSoftwarePackages(items);
  log(`seed: software packages (${software.length})`);
  await db.insert(t.softwarePackages).values(software).onConflictDoNothing();

  log(`seed: parts price lists (${seedPriceLists.length})`);
  await db.insert(t.partPriceLists).values(seedPriceLists).onConflictDoNothing();
  const requests = seedRequests(parts);
  log(`seed: quote and order requests (${requests.length})`);
  await db.insert(t.partsRequests).values(requests).onConflictDoNothing();
  // New requests continue after the seeded numbers.
  await db.execute(
    sql`select setval('parts_request_number_seq', greatest((select coalesce(max(number), 0) from parts_requests), 1))`,
  );
}
