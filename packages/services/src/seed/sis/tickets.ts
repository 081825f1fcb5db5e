import type { TicketStatusValue, TicketTypeValue } from "../../db/sisSchema";
import { formatTicketId } from "../../sis/ticketStore";

/** A small seeded PRNG (mulberry32), so every seed writes the same tickets. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)]!;

/** What customers write about, per ticket type: subject and the description's opening. */
const CONCERNS: Record<TicketTypeValue, [subject: string, description: string][]> = {
  BREAKDOWN: [
    [
      "Machine stops with servo fault on the feed axis",
      "The feed axis stops with a servo fault several times per shift; a restart clears it for about an hour.",
    ],
    [
      "Cutting unit blocked after a wire jam",
      "After a wire jam the cutting unit no longer moves to its home position; the machine reports a reference error.",
    ],
    [
      "No power after a thunderstorm",
      "Since last night's storm the machine does not power up; the main fuse is intact.",
    ],
  ],
  MALFUNCTION: [
    [
      "Crimp height drifts after blade change",
      "Since the blade change the crimp height on station 2 drifts by about 0.03 mm per hour.",
    ],
    [
      "Strip length varies by up to 0.5 mm",
      "The strip length varies between 7.5 and 8.0 mm although the program asks for 7.8 mm.",
    ],
    [
      "Seal station misses every tenth seal",
      "The seal station loads roughly every tenth seal crooked, which leads to rejected leads.",
    ],
    [
      "Print on insulation is smudged",
      "The inkjet print on the insulation is smudged at high feed speeds.",
    ],
  ],
  MAINTENANCE: [
    [
      "Annual maintenance due",
      "Please schedule the annual maintenance for this machine within the next four weeks.",
    ],
    [
      "Inspection after relocation",
      "We moved the machine to another hall and would like an inspection before production restarts.",
    ],
    [
      "Replace worn feed belts",
      "The feed belts show visible wear; please quote the replacement during the next maintenance.",
    ],
  ],
  SPARE_PART_INQUIRY: [
    ["Quote for a blade set", "Please send us a quote for two blade sets including delivery time."],
    [
      "Which guide tube fits 6 mm² wire?",
      "We start processing 6 mm² wire next month; which guide tube do we need?",
    ],
    [
      "Availability of the pressure roller",
      "We need the upper pressure roller; how soon can you deliver it?",
    ],
  ],
  APPLICATION_SUPPORT: [
    [
      "Processing a new coaxial cable",
      "We would like to process a new RG-174 coaxial cable and need help with the strip parameters.",
    ],
    [
      "Terminal change to a new supplier",
      "Our terminal supplier changes; please help us validate the crimp on the new terminals.",
    ],
    [
      "Twisting pairs for CAN bus",
      "Please advise on the lay length and the program settings for twisted CAN bus pairs.",
    ],
  ],
  SOFTWARE: [
    [
      "Update to the latest software release",
      "Please tell us whether the latest software release is compatible with our options.",
    ],
    [
      "Licence lost after controller replacement",
      "After replacing the controller the OPC UA licence is no longer active.",
    ],
    [
      "Article import fails with an encoding error",
      "Importing articles from our ERP fails with an encoding error on umlauts.",
    ],
  ],
  TRAINING: [
    [
      "Operator training for the night shift",
      "We would like an operator training for six people of the night shift.",
    ],
    [
      "Maintenance course for two technicians",
      "Please offer the next dates of the maintenance course for two technicians.",
    ],
  ],
};

const DESK_REPLIES = [
  "Thank you for your message. A service technician will look into it and get back to you today.",
  "Could you please send us a photo of the error message and the machine's log file?",
  "We have ordered the part for you; it will be shipped tomorrow.",
  "Our technician can be on site on Thursday morning. Please confirm whether that suits you.",
  "Please update the software to the latest release from WIRE Flow and let us know whether the problem persists.",
  "We checked the parameters remotely and adjusted the strip offset. Please run a test series.",
  "The issue has been fixed on site. We will close this ticket if we do not hear from you.",
];

const CUSTOMER_REPLIES = [
  "Thank you, the photo and log file are attached to our internal report; I sent them by e-mail as well.",
  "Thursday morning suits us, the machine will be free from 8 am.",
  "The test series looks good, thank you for the quick help.",
  "The problem occurred again this morning after about two hours of production.",
  "We updated the software; the error has not come back so far.",
];

const DESK_AUTHORS = [
  "Sandra Meier (Service desk)",
  "Luis García (Service desk)",
  "Tom Becker (Field service)",
];

export interface SeedTicketContext {
  organisationId: string;
  locations: readonly string[];
  machines: readonly {
    id: string;
    name: string;
    model: string;
    serialNumber: string;
    locationId: string;
  }[];
  contacts: readonly { id: string; name: string }[];
}

const TYPES = Object.keys(CONCERNS) as TicketTypeValue[];

/** Seeded tickets span this period; newer ones are more likely still open. */
const FIRST = Date.UTC(2024, 0, 8);
const LAST = Date.UTC(2026, 10, 20);

/** Whether a ticket of this age is still being worked on, and where. */
function statusFor(next: () => number, ageDays: number): TicketStatusValue {
  const r = next();
  if (ageDays < 14)
    return pick(next, ["NEW", "IN_PROGRESS", "WAITING_FOR_CUSTOMER", "IN_PROGRESS"]);
  if (ageDays < 90)
    return r < 0.25
      ? "IN_PROGRESS"
      : r < 0.35
        ? "WAITING_FOR_CUSTOMER"
        : r < 0.6
          ? "RESOLVED"
          : "CLOSED";
  return r < 0.03 ? "IN_PROGRESS" : r < 0.1 ? "RESOLVED" : "CLOSED";
}

/**
 * `count` tickets of one organisation with their replies, from a seed so every run writes the
 * same rows; `numberTickets` gives them ids.
 */
export function generateTickets(context: SeedTicketContext, count: number, seed: number) {
  const next = random(seed);
  const stamps = Array.from({ length: count }, () => FIRST + next() * (LAST - FIRST)).sort(
    (a, b) => a - b,
  );
  return stamps.map((stamp) => {
    const createdAt = new Date(Math.floor(stamp / 60_000) * 60_000);
    const type = pick(next, TYPES);
    const [subject, description] = pick(next, CONCERNS[type]);
    const machine = next() < 0.92 ? pick(next, context.machines) : undefined;
    const contact = pick(next, context.contacts);
    const ageDays = (LAST - stamp) / 86_400_000;
    const status = statusFor(next, ageDays);
    const replyCount = status === "NEW" ? 0 : 1 + Math.floor(next() * 4);
    const replies = Array.from({ length: replyCount }, (_, r) => {
      const fromDesk = r % 2 === 0;
      return {
        origin: fromDesk ? ("SERVICE_DESK" as const) : ("CUSTOMER" as const),
        author: fromDesk ? pick(next, DESK_AUTHORS) : contact.name,
        text: fromDesk ? pick(next, DESK_REPLIES) : pick(next, CUSTOMER_REPLIES),
        createdAt: new Date(createdAt.getTime() + (r + 1) * (2 + next() * 20) * 3_600_000),
      };
    });
    const updatedAt = replies.at(-1)?.createdAt ?? createdAt;
    return {
      ticket: {
        organisationId: context.organisationId,
        locationId: machine?.locationId ?? pick(next, context.locations),
        machineId: machine?.id ?? null,
        concern: machine ? `${machine.name} (${machine.model})` : "Other machine",
        machineName: machine?.name ?? null,
        serialNumber: machine?.serialNumber ?? null,
        ticketType: type,
        subject,
        description: `${description}\n\nReported by ${contact.name}.`,
        status,
        contactId: contact.id,
        contactName: contact.name,
        createdAt,
        updatedAt,
        closeReason:
          status === "CLOSED"
            ? pick(next, [
                "solvedByCompany",
                "solvedByCompany",
                "solvedWithoutCompany",
                "noLongerRelevant",
              ])
            : null,
      },
      replies,
    };
  });
}

type Generated = ReturnType<typeof generateTickets>[number];

/** All organisations' tickets in creation order, numbered from 1, with ids like `T-2026-004211`. */
export function numberTickets(generated: readonly Generated[]) {
  return [...generated]
    .sort((a, b) => a.ticket.createdAt.getTime() - b.ticket.createdAt.getTime())
    .map(({ ticket, replies }, index) => {
      const number = index + 1;
      const id = formatTicketId(ticket.createdAt.getUTCFullYear(), number);
      return {
        ticket: { ...ticket, id, number },
        replies: replies.map((reply) => ({ ...reply, ticketId: id })),
      };
    });
}
