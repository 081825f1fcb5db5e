import {
  type AdministeredApplication,
  type ApplicationAccessState,
  accessFromRoles,
  rolesForAccess,
} from "@wire/domain";
import type { Database } from "../db/connect";
import * as t from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A seeded access: its state and how many days ago it was requested or sent (expiry: days from now). */
interface SeedAccess {
  state: ApplicationAccessState;
  /** Days before the seed the request or invitation was made. */
  daysAgo?: number;
  /** Invitations: days from the seed until it expires (negative: already expired). */
  expiresInDays?: number;
}

/** A user that only user administration brings (the demo users of `users.ts` come first). */
interface SeedMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  organisations: readonly string[];
  country: string;
  language: string;
  /** Invitees who never set a password have none and cannot sign in. */
  registered: boolean;
  access: Partial<Record<AdministeredApplication, SeedAccess>>;
}

const HW = "org-harness-works";
const CS = "org-cable-systems";
const AL = "org-autoloom";
const CT = "org-crimp-tec";

/** Demo users' organisations beyond their primary one (admin@example.com administers two). */
export const EXTRA_MEMBERSHIPS: Readonly<Record<string, readonly string[]>> = {
  "user-admin-external": [CT],
};

/** Who sent an organisation's invitations: its administrator (AutoLoom's: the group's). */
const INVITER: Readonly<Record<string, string>> = {
  [HW]: "Erik Admin",
  [CT]: "Erik Admin",
  [CS]: "Lucía Fernández",
  [AL]: "Ines Intern",
};

/** When demo users' requests (their pending roles) were made, in days before the seed. */
const DEMO_REQUESTS: Readonly<Record<string, number>> = { "user-pending": 4 };

/**
 * Colleagues in the customer organisations, in every access state of spec §4: active, pending
 * requests, invitations still open and expired, inactive, declined and users without any access;
 * one of them in two organisations, and Cable Systems' own administrator. The ticket contacts of
 * the SIS seed (`contact-…`) are among them.
 */
export const seedMembers: readonly SeedMember[] = [
  member("user-hw-becker", "anna.becker@harness-works.example", "Anna", "Becker", [HW], "DE", {
    serviceTicketing: { state: "active" },
    inventory: { state: "active" },
  }),
  member("user-hw-schmid", "jonas.schmid@harness-works.example", "Jonas", "Schmid", [HW], "DE", {
    serviceTicketing: { state: "active" },
    inventory: { state: "pending", daysAgo: 2 },
  }),
  member(
    "user-hw-wagner",
    "lea.wagner@harness-works.example",
    "Lea",
    "Wagner",
    [HW],
    "AT",
    { kampus: { state: "invited", daysAgo: 4, expiresInDays: 10 } },
    false,
  ),
  member(
    "user-hw-hoffmann",
    "max.hoffmann@harness-works.example",
    "Max",
    "Hoffmann",
    [HW],
    "DE",
    { productInformation: { state: "inviteExpired", daysAgo: 17, expiresInDays: -3 } },
    false,
  ),
  member("user-hw-klein", "sophie.klein@harness-works.example", "Sophie", "Klein", [HW], "DE", {
    serviceTicketing: { state: "inactive" },
  }),
  member("user-hw-vogel", "tim.vogel@harness-works.example", "Tim", "Vogel", [HW], "DE", {
    komaxDirect: { state: "declined", daysAgo: 9 },
    productInformation: { state: "active" },
  }),
  member("user-hw-lang", "petra.lang@harness-works.example", "Petra", "Lang", [HW], "AT", {}),
  member("user-hw-roth", "stefan.roth@harness-works.example", "Stefan", "Roth", [HW], "DE", {
    artemis: { state: "active" },
    mfpWireMaster: { state: "pending", daysAgo: 1 },
  }),
  member("user-hw-popescu", "ioana.popescu@harness-works.example", "Ioana", "Popescu", [HW], "RO", {
    komaxDirect: { state: "active" },
    serviceTicketing: { state: "pending", daysAgo: 6 },
  }),
  member("user-ct-novak", "jan.novak@crimp-tec.example", "Jan", "Novák", [CT], "CZ", {
    serviceTicketing: { state: "active" },
    inventory: { state: "active" },
  }),
  member("user-ct-dvorakova", "eva.dvorakova@crimp-tec.example", "Eva", "Dvořáková", [CT], "CZ", {
    productInformation: { state: "pending", daysAgo: 3 },
  }),
  member(
    "user-ct-svoboda",
    "petr.svoboda@crimp-tec.example",
    "Petr",
    "Svoboda",
    [CT],
    "CZ",
    { serviceTicketing: { state: "invited", daysAgo: 9, expiresInDays: 5 } },
    false,
  ),
  member(
    "user-ct-horakova",
    "lucie.horakova@crimp-tec.example",
    "Lucie",
    "Horáková",
    [CT],
    "CZ",
    { kampus: { state: "inviteExpired", daysAgo: 30, expiresInDays: -16 } },
    false,
  ),
  member("user-ct-cerny", "tomas.cerny@crimp-tec.example", "Tomáš", "Černý", [CT], "CZ", {
    inventory: { state: "inactive" },
    artemis: { state: "declined", daysAgo: 12 },
  }),
  member("user-ct-kucera", "marek.kucera@crimp-tec.example", "Marek", "Kučera", [CT], "SK", {}),
  member("user-ct-vesela", "hana.vesela@crimp-tec.example", "Hana", "Veselá", [CT], "CZ", {
    mfpMasterData: { state: "active" },
    komaxDirect: { state: "pending", daysAgo: 5 },
  }),
  member("user-berger", "katrin.berger@harness-works.example", "Katrin", "Berger", [HW, CT], "DE", {
    serviceTicketing: { state: "active" },
    productInformation: { state: "active" },
  }),
  member("contact-cs-puig", "jordi.puig@cable-systems.example", "Jordi", "Puig", [CS], "ES", {
    serviceTicketing: { state: "active" },
  }),
  member("user-cs-lopez", "marta.lopez@cable-systems.example", "Marta", "López", [CS], "ES", {
    inventory: { state: "pending", daysAgo: 2 },
  }),
  member(
    "user-cs-garcia",
    "pablo.garcia@cable-systems.example",
    "Pablo",
    "García",
    [CS],
    "ES",
    { komaxDirect: { state: "invited", daysAgo: 2, expiresInDays: 12 } },
    false,
  ),
  member(
    "user-cs-fernandez",
    "lucia.fernandez@cable-systems.example",
    "Lucía",
    "Fernández",
    [CS],
    "ES",
    { delegatedAdmin: { state: "active" }, serviceTicketing: { state: "active" } },
  ),
  member("contact-al-miller", "dana.miller@autoloom.example", "Dana", "Miller", [AL], "US", {
    serviceTicketing: { state: "active" },
    inventory: { state: "active" },
  }),
  member("contact-al-reyes", "luis.reyes@autoloom.example", "Luis", "Reyes", [AL], "MX", {
    productInformation: { state: "declined", daysAgo: 20 },
  }),
  member(
    "user-al-nguyen",
    "kim.nguyen@autoloom.example",
    "Kim",
    "Nguyen",
    [AL],
    "US",
    { serviceTicketing: { state: "inviteExpired", daysAgo: 40, expiresInDays: -26 } },
    false,
  ),
  member("user-al-walker", "chris.walker@autoloom.example", "Chris", "Walker", [AL], "US", {
    artemis: { state: "inactive" },
  }),
];

function member(
  id: string,
  email: string,
  firstName: string,
  lastName: string,
  organisations: readonly string[],
  country: string,
  access: SeedMember["access"],
  registered = true,
): SeedMember {
  const language = { DE: "de", AT: "de", CZ: "cs", SK: "sk", ES: "es", RO: "ro", MX: "es" }[
    country
  ];
  return {
    id,
    email,
    firstName,
    lastName,
    organisations,
    country,
    language: language ?? "en",
    registered,
    access,
  };
}

/** An access row from a seeded state, dated relative to `now`. */
function accessRow(
  userId: string,
  application: AdministeredApplication,
  access: SeedAccess,
  requestedBy: string,
  now: number,
) {
  const at = access.daysAgo === undefined ? null : new Date(now - access.daysAgo * DAY_MS);
  const invitation = access.state === "invited" || access.state === "inviteExpired";
  return {
    userId,
    application,
    state: access.state,
    requestedAt: at,
    requestedBy: at ? requestedBy : null,
    invitedAt: invitation ? at : null,
    inviteExpiresAt:
      invitation && access.expiresInDays !== undefined
        ? new Date(now + access.expiresInDays * DAY_MS)
        : null,
    updatedAt: at ?? new Date(now),
  };
}

/**
 * User administration's seed: the seeded colleagues (`seedMembers`, roles from their access with
 * `rolesForAccess`), every seeded user's memberships, and application access for all of them:
 * the colleagues' as listed, the demo users' derived from their roles (`accessFromRoles`), so
 * their roles stay exactly as they were. Skips what exists, like the rest of the seed.
 */
export async function seedUserAdmin(
  db: Database,
  options: {
    rolePrefix: string;
    passwordHash: string;
    demoUsers: readonly {
      id: string;
      organisationId: string;
      roles: string[];
      firstName: string;
      lastName: string;
    }[];
    log: (line: string) => void;
  },
) {
  const now = Date.now();
  const { rolePrefix } = options;
  options.log(`seed: user administration (${seedMembers.length} more users, memberships, access)`);
  await db
    .insert(t.users)
    .values(
      seedMembers.map((m) => ({
        id: m.id,
        email: m.email,
        passwordHash: m.registered ? options.passwordHash : null,
        firstName: m.firstName,
        lastName: m.lastName,
        organisationId: m.organisations[0]!,
        roles: rolesForAccess(
          rolePrefix,
          [],
          Object.fromEntries(Object.entries(m.access).map(([app, a]) => [app, a.state])),
        ),
        internal: false,
        country: m.country,
        language: m.language,
      })),
    )
    .onConflictDoNothing();

  const memberships = [
    ...options.demoUsers.flatMap((u) =>
      [u.organisationId, ...(EXTRA_MEMBERSHIPS[u.id] ?? [])].map((organisationId) => ({
        userId: u.id,
        organisationId,
      })),
    ),
    ...seedMembers.flatMap((m) =>
      m.organisations.map((organisationId) => ({ userId: m.id, organisationId })),
    ),
  ];
  await db.insert(t.organisationMemberships).values(memberships).onConflictDoNothing();

  const access = [
    ...options.demoUsers.flatMap((u) =>
      Object.entries(accessFromRoles(rolePrefix, u.roles)).map(([application, state]) =>
        accessRow(
          u.id,
          application as AdministeredApplication,
          { state, ...(state === "pending" ? { daysAgo: DEMO_REQUESTS[u.id] ?? 1 } : {}) },
          `${u.firstName} ${u.lastName}`,
          now,
        ),
      ),
    ),
    ...seedMembers.flatMap((m) =>
      Object.entries(m.access).map(([application, a]) =>
        accessRow(
          m.id,
          application as AdministeredApplication,
          a,
          // Requests are the user's own; invitations came from their organisation's administrator.
          a.state === "invited" || a.state === "inviteExpired"
            ? INVITER[m.organisations[0]!]!
            : `${m.firstName} ${m.lastName}`,
          now,
        ),
      ),
    ),
  ];
  await db.insert(t.applicationAccess).values(access).onConflictDoNothing();
}
