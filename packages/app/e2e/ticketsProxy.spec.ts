import { expect, test } from "@playwright/test";
import { signIn } from "./signIn";

const TICKETS = `query Tickets {
  tickets {
    ...TicketFields
  }
}

fragment TicketFields on Ticket {
  id
  subject
  description
  status
  location
  ticketType
  machine
  createdAt
}`;

test("the tickets proxy answers the signed-in user's ticket queries and nothing else", async ({
  page,
}) => {
  await signIn(page, "customer@example.com");
  const call = (body: unknown) =>
    page.evaluate(async (payload) => {
      const response = await fetch("/api/tickets-proxy", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof payload === "string" ? payload : JSON.stringify(payload),
      });
      return { status: response.status, body: await response.json() };
    }, body);

  const tickets = await call({ query: TICKETS, operationName: "Tickets" });
  expect(tickets.status).toBe(200);
  expect(tickets.body.data.tickets.map((t: { id: string }) => t.id)).toContain("T-100001");

  expect((await call({ query: "{ tickets { id } }" })).status).toBe(400);
  expect((await call("{not json")).status).toBe(400);
});

test("the tickets proxy refuses cross-site and anonymous requests", async ({
  page,
  playwright,
}) => {
  await signIn(page, "customer@example.com");
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "wire_session")!;
  const api = await playwright.request.newContext({ baseURL: "http://localhost:3400" });
  const crossSite = await api.post("/api/tickets-proxy", {
    headers: { origin: "https://evil.example", cookie: `wire_session=${session.value}` },
    data: { query: TICKETS },
  });
  expect(crossSite.status()).toBe(403);
  const anonymous = await api.post("/api/tickets-proxy", {
    headers: { origin: "http://localhost:3400" },
    data: { query: TICKETS },
  });
  expect(anonymous.status()).toBe(401);
  await api.dispose();
});
