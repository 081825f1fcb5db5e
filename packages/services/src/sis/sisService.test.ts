import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServicesConfig } from "../config";
import type { RunningServices } from "../server";
import { gql, type SisTestServices, startSisTestServices } from "../testing/testServices";

/**
 * The SIS against a real identity server and database: every query and mutation refuses a
 * missing token, a user without the role and another organisation's objects.
 */
describe("SIS service", () => {
  let config: ServicesConfig;
  let services: RunningServices;
  const tokens: Record<string, string> = {};
  let url: string;

  const as =
    (email: string | null) =>
    (query: string, variables = {}) =>
      gql(url, query, variables, email ? { "x-id-token": tokens[email]! } : {});

  let sis: SisTestServices | undefined;

  beforeAll(async () => {
    sis = await startSisTestServices({
      name: "sis",
      seedTickets: 400,
      users: [
        "customer@example.com",
        "artemis@example.com",
        "pending@example.com",
        "visitor@example.com",
        "employee@wire.example",
      ],
    });
    ({ config, services } = sis);
    Object.assign(tokens, sis.tokens);
    url = `${services.url}/sis/graphql`;
  }, 180_000);

  afterAll(async () => {
    await sis?.close();
  });

  const customer = as("customer@example.com");
  const firstTicketOf = async (email: string) =>
    (await as(email)("{ tickets(first: 1) { items { id } } }")).body.data.tickets.items[0]
      .id as string;

  const OPERATIONS: [name: string, query: string, variables?: Record<string, unknown>][] = [
    ["tickets", "{ tickets { total } }"],
    ["ticket", "query($id: ID!) { ticket(id: $id) { id } }", { id: "T-2024-000001" }],
    ["machines", "{ machines { total } }"],
    ["machine", "query($id: ID!) { machine(id: $id) { id } }", { id: "m-001" }],
    ["locations", "{ locations { id } }"],
    ["downloads", "{ downloads { total } }"],
    ["download", "query($id: ID!) { download(id: $id) { id } }", { id: "dl-alpha-530-fw" }],
    ["notifications", "{ notifications { unread } }"],
    ["organisation", "{ organisation { name } }"],
    [
      "createTicket",
      "mutation($input: NewTicketInput!) { createTicket(input: $input) { id } }",
      {
        input: {
          location: "loc-hw-stuttgart",
          ticketType: "BREAKDOWN",
          machine: "OTHER",
          subject: "x",
          description: "y",
        },
      },
    ],
    ["commentTicket", 'mutation { commentTicket(id: "T-2024-000001", text: "x") { id } }'],
    [
      "closeTicket",
      'mutation { closeTicket(id: "T-2024-000001", reason: NO_LONGER_RELEVANT) { id } }',
    ],
    ["attachUpload", 'mutation { attachUpload(ticketId: "T-2024-000001", uploadId: "u") { id } }'],
    ["markNotificationRead", 'mutation { markNotificationRead(id: "n") { id } }'],
    ["markAllNotificationsRead", "mutation { markAllNotificationsRead }"],
  ];

  it.each(OPERATIONS)(
    "%s without a valid ID token answers 401 and no data",
    async (_n, query, variables) => {
      const anonymous = await as(null)(query, variables);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.data ?? null).toBeNull();
      const forged = await gql(url, query, variables, {
        "x-id-token": `${tokens["customer@example.com"]!.slice(0, -4)}AAAA`,
      });
      expect(forged.status).toBe(401);
      expect(forged.body.data ?? null).toBeNull();
    },
  );

  it.each<[name: string, query: string, variables?: Record<string, unknown>]>([
    ["tickets", "{ tickets { total } }"],
    ["ticket", "query($id: ID!) { ticket(id: $id) { id } }", { id: "T-2024-000001" }],
    ["machines", "{ machines { total } }"],
    ["downloads", "{ downloads { total } }"],
    ["createTicket", OPERATIONS[9]![1], OPERATIONS[9]![2]],
    ["commentTicket", OPERATIONS[10]![1]],
    ["closeTicket", OPERATIONS[11]![1]],
  ])("%s is refused to users whose roles do not unlock it", async (_n, query, variables) => {
    for (const email of ["pending@example.com", "visitor@example.com"]) {
      const answer = await as(email)(query, variables);
      expect(answer.body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect(Object.values(answer.body.data ?? {}).every((value) => value === null)).toBe(true);
    }
  });

  it("lists only the organisation's tickets, paged, filtered and searched on the server", async () => {
    // A variable: a literal `first: 10000` is refused by the cost limit before the server's cap.
    const all = await customer(
      "query($first: Int) { tickets(first: $first) { total items { id location { id } } } }",
      { first: 10_000 },
    );
    expect(all.body.data.tickets.items).toHaveLength(100);
    expect(all.body.data.tickets.total).toBeGreaterThan(150);
    for (const ticket of all.body.data.tickets.items) {
      expect(ticket.location.id).toMatch(/^loc-hw-/);
    }
    const id = all.body.data.tickets.items[0].id;
    const found = await customer(
      "query($s: String) { tickets(filter: { search: $s }) { total items { id } } }",
      { s: id.slice(-6) },
    );
    expect(found.body.data.tickets.items.map((t: { id: string }) => t.id)).toContain(id);
    const closed = await customer(
      "{ tickets(filter: { status: [CLOSED] }, first: 50) { items { status } } }",
    );
    expect(
      new Set(closed.body.data.tickets.items.map((t: { status: string }) => t.status)),
    ).toEqual(new Set(["CLOSED"]));
  });

  it("lists the organisation's machines with the models its filter offers, filtered on the server", async () => {
    const all = await customer(
      "{ machines(first: 100) { total items { id productSlug location { id } } models { productSlug model } } }",
    );
    const { items, total, models } = all.body.data.machines;
    expect(total).toBe(items.length);
    for (const machine of items) expect(machine.location.id).toMatch(/^loc-hw-/);
    const owned = new Set(items.map((m: { productSlug: string }) => m.productSlug));
    expect(new Set(models.map((m: { productSlug: string }) => m.productSlug))).toEqual(owned);
    const slug = models[0].productSlug;
    const filtered = await customer(
      "query($f: MachineFilter) { machines(filter: $f) { items { productSlug } } }",
      { f: { productSlug: slug } },
    );
    expect(filtered.body.data.machines.items.length).toBeGreaterThan(0);
    for (const machine of filtered.body.data.machines.items) expect(machine.productSlug).toBe(slug);
  });

  it("answers another organisation's ticket, machine and download as not found", async () => {
    const foreignTicket = await firstTicketOf("customer@example.com");
    const artemis = as("artemis@example.com");
    const foreign = await artemis("query($id: ID!) { ticket(id: $id) { id subject } }", {
      id: foreignTicket,
    });
    expect(foreign.body.data.ticket).toBeNull();
    const artemisTickets = await artemis("{ tickets(first: 100) { items { location { id } } } }");
    for (const ticket of artemisTickets.body.data.tickets.items) {
      expect(ticket.location.id).toMatch(/^loc-cs-/);
    }
    const foreignComment = await artemis(
      'mutation($id: ID!) { commentTicket(id: $id, text: "mine now") { id } }',
      { id: foreignTicket },
    );
    expect(foreignComment.body.errors[0].extensions.code).toBe("NOT_FOUND");
    const foreignClose = await artemis(
      "mutation($id: ID!) { closeTicket(id: $id, reason: NO_LONGER_RELEVANT) { id } }",
      { id: foreignTicket },
    );
    expect(foreignClose.body.errors[0].extensions.code).toBe("NOT_FOUND");

    // m-021 and later belong to Cable Systems; the customer's organisation owns m-001 … m-020.
    const machine = await customer('{ machine(id: "m-030") { id } }');
    expect(machine.body.data.machine).toBeNull();
    const ownMachine = await customer('{ machine(id: "m-001") { id location { id } } }');
    expect(ownMachine.body.data.machine.id).toBe("m-001");

    const models = (
      await customer("{ downloads(first: 100) { models { productSlug } } }")
    ).body.data.downloads.models.map((m: { productSlug: string }) => m.productSlug);
    const foreignDownload = (
      await as("employee@wire.example")("{ downloads(first: 100) { items { id models } } }")
    ).body.data.downloads.items.find((d: { models: string[] }) => !models.includes(d.models[0]!));
    expect(foreignDownload).toBeDefined();
    const refused = await customer("query($id: ID!) { download(id: $id) { id } }", {
      id: foreignDownload.id,
    });
    expect(refused.body.data.download).toBeNull();

    const file = await fetch(`${services.url}/sis/downloads/${foreignDownload.id}`, {
      headers: { "x-id-token": tokens["customer@example.com"]! },
    });
    expect(file.status).toBe(404);
    const anonymousFile = await fetch(`${services.url}/sis/downloads/${foreignDownload.id}`);
    expect(anonymousFile.status).toBe(401);
  });

  it("creates, comments and closes a ticket; the desk's reply notifies the contact", async () => {
    const created = await customer(OPERATIONS[9]![1], {
      input: {
        location: "loc-hw-linz",
        ticketType: "MALFUNCTION",
        machine: "m-002",
        subject: "Feed rollers slip",
        description: "The rollers slip on 0.35 mm² wire.",
      },
    });
    const id = created.body.data.createTicket.id as string;
    expect(id).toMatch(new RegExp(`^T-${new Date().getUTCFullYear()}-\\d{6}$`));
    const newest = await customer(
      "{ tickets(first: 1) { items { id status concern serialNumber } } }",
    );
    expect(newest.body.data.tickets.items[0]).toMatchObject({ id, status: "NEW" });

    const foreign = await as("employee@wire.example")(
      "query($id: ID!) { ticket(id: $id) { id } }",
      { id },
    );
    expect(foreign.body.errors[0].extensions.code).toBe("FORBIDDEN");

    const empty = await customer(
      'mutation($id: ID!) { commentTicket(id: $id, text: " ") { id } }',
      { id },
    );
    expect(empty.body.errors[0].extensions.fields).toEqual({ comment: "Please enter a comment" });
    await customer('mutation($id: ID!) { commentTicket(id: $id, text: "Photo follows.") { id } }', {
      id,
    });

    const desk = (path: string, body: unknown) =>
      fetch(`${services.url}/sis/desk/tickets/${id}/${path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${config.DESK_TOKEN}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(body),
      });
    expect((await desk("replies", { text: "We are on it." })).status).toBe(200);
    expect((await desk("status", { status: "WAITING_FOR_CUSTOMER" })).status).toBe(200);
    expect(
      (await fetch(`${services.url}/sis/desk/tickets/${id}/replies`, { method: "POST" })).status,
    ).toBe(401);

    const notifications = await customer(
      "{ notifications { unread items { id ticketId kind read } } }",
    );
    expect(notifications.body.data.notifications.unread).toBeGreaterThanOrEqual(2);
    const mine = notifications.body.data.notifications.items.filter(
      (n: { ticketId: string }) => n.ticketId === id,
    );
    expect(mine.map((n: { kind: string }) => n.kind).sort()).toEqual(["REPLY", "STATUS"]);
    const othersRead = await as("employee@wire.example")(
      "mutation($id: ID!) { markNotificationRead(id: $id) { id } }",
      { id: mine[0].id },
    );
    expect(othersRead.body.data.markNotificationRead).toBeNull();
    const read = await customer("mutation($id: ID!) { markNotificationRead(id: $id) { read } }", {
      id: mine[0].id,
    });
    expect(read.body.data.markNotificationRead.read).toBe(true);
    // The unread count is of all the user's notifications, not of the ones asked for.
    const all = (await customer("{ notifications(first: 100) { unread items { read } } }")).body
      .data.notifications;
    const unreadOfAll = all.items.filter((n: { read: boolean }) => !n.read).length;
    expect(all.unread).toBe(unreadOfAll);
    for (const first of [1, 0]) {
      const few = (
        await customer(
          "query($first: Int) { notifications(first: $first) { unread items { id } } }",
          {
            first,
          },
        )
      ).body.data.notifications;
      expect(few.items).toHaveLength(first);
      expect(few.unread).toBe(unreadOfAll);
    }

    const detail = await customer(
      "query($id: ID!) { ticket(id: $id) { status replies { origin text } } }",
      { id },
    );
    expect(detail.body.data.ticket.status).toBe("WAITING_FOR_CUSTOMER");
    // The list counts each row's replies in its own statement: the same two.
    const listed = await customer(
      "query($s: String) { tickets(filter: { search: $s }) { items { id replyCount } } }",
      { s: id.slice(-6) },
    );
    expect(listed.body.data.tickets.items.find((t: { id: string }) => t.id === id).replyCount).toBe(
      2,
    );
    expect(detail.body.data.ticket.replies.map((r: { origin: string }) => r.origin)).toEqual([
      "CUSTOMER",
      "SERVICE_DESK",
    ]);

    const closed = await customer(
      'mutation($id: ID!) { closeTicket(id: $id, reason: SOLVED_BY_COMPANY, comment: "Thanks") { status } }',
      { id },
    );
    expect(closed.body.data.closeTicket.status).toBe("CLOSED");
    const again = await customer(
      "mutation($id: ID!) { closeTicket(id: $id, reason: SOLVED_BY_COMPANY) { status } }",
      { id },
    );
    expect(again.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("validates new tickets on the server with the domain's messages", async () => {
    const answer = await customer(OPERATIONS[9]![1], {
      input: {
        location: "loc-cs-barcelona",
        ticketType: "BREAKDOWN",
        machine: "m-030",
        subject: "<script>alert(1)</script>",
        // One over the limit (20 000): far longer bodies are refused whole (over 100 kB, 413).
        description: "x".repeat(20_001),
      },
    });
    expect(answer.body.errors[0].extensions.fields).toEqual({
      subject: "Please enter a valid value.",
      description: "Please enter a shorter text.",
    });
    const foreignIds = await customer(OPERATIONS[9]![1], {
      input: {
        location: "loc-cs-barcelona",
        ticketType: "BREAKDOWN",
        machine: "m-030",
        subject: "Stop",
        description: "Stops",
      },
    });
    expect(foreignIds.body.errors[0].extensions.fields).toEqual({
      location: "Please select a location",
      machine: "Please select a machine concerned",
    });
  });

  it("serves a WIRE Flow file only to a signed-in user of a model's owner", async () => {
    const list = await customer(
      "{ downloads(first: 1, filter: { kind: MANUAL }) { items { id sizeBytes filename } } }",
    );
    const download = list.body.data.downloads.items[0];
    const file = await fetch(`${services.url}/sis/downloads/${download.id}`, {
      headers: { "x-id-token": tokens["customer@example.com"]! },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(download.sizeBytes);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
