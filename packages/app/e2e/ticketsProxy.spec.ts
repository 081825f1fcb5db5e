import { type APIRequestContext, expect, test } from "@playwright/test";
import { createTicketsProxyClient, type NewTicketInput } from "@wire/graphql";
import { signIn } from "./signIn";

const APP = "http://localhost:3400";

/**
 * The browser's ticket client, pointed at the running proxy with the signed-in session's cookie,
 * so these tests send exactly the documents the site's own client sends.
 */
function proxyClient(api: APIRequestContext, cookie: string) {
  const statuses: number[] = [];
  const client = createTicketsProxyClient({
    endpoint: `${APP}/api/tickets-proxy`,
    fetch: async (url, init) => {
      const response = await api.fetch(String(url), {
        method: "POST",
        headers: { "content-type": "application/json", origin: APP, cookie },
        data: String(init?.body ?? ""),
      });
      statuses.push(response.status());
      return new Response(await response.text(), {
        status: response.status(),
        headers: { "content-type": response.headers()["content-type"] ?? "application/json" },
      });
    },
  });
  return { client, statuses };
}

async function sessionCookie(page: import("@playwright/test").Page) {
  const session = (await page.context().cookies()).find((c) => c.name === "wire_session");
  expect(session).toBeTruthy();
  return `wire_session=${session!.value}`;
}

test("the tickets proxy answers the site's ticket operations for the signed-in organisation and nothing else", async ({
  page,
  playwright,
}) => {
  await signIn(page, "customer@example.com");
  const api = await playwright.request.newContext({ baseURL: APP });
  const cookie = await sessionCookie(page);
  const { client, statuses } = proxyClient(api, cookie);

  const first = await client.tickets({ first: 5, offset: 0 });
  expect(first.total).toBeGreaterThan(5);
  expect(first.items).toHaveLength(5);
  for (const ticket of first.items) expect(ticket.id).toMatch(/^T-\d{4}-\d{6}$/);

  // A mutation whose variables break the domain's rules never reaches the SIS.
  await expect(client.createTicket({} as NewTicketInput)).rejects.toThrow();
  expect(statuses.at(-1)).toBe(422);

  const raw = (data: string) =>
    api.post("/api/tickets-proxy", {
      headers: { "content-type": "application/json", origin: APP, cookie },
      data,
    });
  // Any document the site does not send, even a harmless one, is refused.
  expect((await raw(JSON.stringify({ query: "{ tickets { total } }" }))).status()).toBe(400);
  expect((await raw("{not json")).status()).toBe(400);
  await api.dispose();
});

test("the tickets proxy refuses cross-site and anonymous requests", async ({
  page,
  playwright,
}) => {
  await signIn(page, "customer@example.com");
  const cookie = await sessionCookie(page);
  const api = await playwright.request.newContext({ baseURL: APP });
  const query = JSON.stringify({ query: "query TicketList { tickets { total } }" });
  const crossSite = await api.post("/api/tickets-proxy", {
    headers: { origin: "https://evil.example", cookie, "content-type": "application/json" },
    data: query,
  });
  expect(crossSite.status()).toBe(403);
  const anonymous = await api.post("/api/tickets-proxy", {
    headers: { origin: APP, "content-type": "application/json" },
    data: query,
  });
  expect(anonymous.status()).toBe(401);
  await api.dispose();
});
