import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import * as t from "../../db/schema";
import { seedDownloads } from "./downloads";
import { seedLocations, seedMachines, seedOrganisations } from "./installedBase";
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
    .onConflictDoNothing();
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
}
