import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type ServicesConfig } from "./config";
import { type RunningServices, startServices } from "./server";
import { authorize, CookieJar, redeem } from "./testing/signIn";
import { freePort, gql, startTestServices } from "./testing/testServices";

describe("local services", () => {
  let dataDir: string;
  let config: ServicesConfig;
  let services: RunningServices;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "wire-services-"));
    const port = await freePort();
    config = loadConfig({
      DATA_DIR: dataDir,
      SERVICES_PORT: String(port),
      MAIL_CATCHER_PORT: String(await freePort()),
      NODE_ENV: "test",
      SEED_TICKETS: "200",
      ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    });
    services = await startServices(config, { reset: Boolean(process.env.TEST_DATABASE_URL) });
  });

  afterAll(async () => {
    await services?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = () =>
    authorize({
      issuer: config.issuer,
      clientId: config.OIDC_CLIENT_ID,
      redirectUri: `${config.APP_URL}/en/callback`,
      email: "customer@example.com",
      password: config.DEMO_PASSWORD,
    });

  it("runs on the database the environment asks for", () => {
    expect(services.database.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
  });

  it("serves German content with English as the fallback chain", async () => {
    const query = `{ pages(where: { siteId: "site-main", slug: "home" }) { title contentLanguage isLanguageFallback } }`;
    const de = await gql(
      `${services.url}/content/graphql`,
      query,
      {},
      { "gcms-locales": "de, en" },
    );
    expect(de.body.data.pages[0]).toEqual({
      title: "Kabelverarbeitung für jeden Kabelbaum",
      contentLanguage: "de",
      isLanguageFallback: false,
    });
    // The home page has no Japanese content yet.
    const ja = await gql(
      `${services.url}/content/graphql`,
      query,
      {},
      { "gcms-locales": "ja, en" },
    );
    expect(ja.body.data.pages[0]).toMatchObject({
      contentLanguage: "en",
      isLanguageFallback: true,
    });
  });

  it("lists countries by sortIndex with names in the requested language", async () => {
    const query = "{ countries { countryCode sortIndex displayName defaultMeasurementSystem } }";
    const { body } = await gql(
      `${services.url}/content/graphql`,
      query,
      {},
      { "gcms-locales": "de, en" },
    );
    const countries = body.data.countries as {
      countryCode: string;
      sortIndex: number;
      displayName: string;
    }[];
    expect(countries.map((c) => c.sortIndex)).toEqual(
      [...countries.map((c) => c.sortIndex)].sort((a, b) => a - b),
    );
    expect(countries.find((c) => c.countryCode === "DE")?.displayName).toBe("Deutschland");
    expect(countries.find((c) => c.countryCode === "US")).toMatchObject({
      defaultMeasurementSystem: "Imperial",
    });
  });

  it("answers a missing product with the spec's message", async () => {
    const { body } = await gql(
      `${services.url}/products/graphql`,
      `{ product(slug: "nope") { name } }`,
    );
    expect(body.errors[0].message).toBe("No product found for slug");
  });

  it("refuses queries deeper than the limit", async () => {
    const nest = (depth: number): string =>
      depth === 0 ? "name" : `ofType { ${nest(depth - 1)} }`;
    const shallow = `{ __schema { types { fields { type { ${nest(3)} } } } } }`;
    expect((await gql(`${services.url}/content/graphql`, shallow)).body.errors).toBeUndefined();
    const { body } = await gql(
      `${services.url}/content/graphql`,
      `{ __schema { types { fields { type { ${nest(20)} } } } } }`,
    );
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
  });

  // On the run's seeded copy without tickets (a database of its own took a minute in CI).
  it("turns introspection off outside development", async () => {
    const port = await freePort();
    const production = await startTestServices(
      loadConfig({
        NODE_ENV: "production",
        SERVICES_PORT: String(port),
        MAIL_CATCHER_PORT: "0",
        DATA_DIR: dataDir,
        SEED_TICKETS: "0",
      }),
    );
    try {
      const introspection = await gql(
        `${production.url}/content/graphql`,
        "{ __schema { types { name } } }",
      );
      expect(introspection.body.errors[0].message).toMatch(/introspection/i);
      const countries = await gql(
        `${production.url}/content/graphql`,
        "{ countries { countryCode } }",
      );
      expect(countries.body.data.countries.length).toBeGreaterThan(0);
    } finally {
      await production.close();
    }
  }, 120_000);

  it("refuses SIS calls without a valid ID token", async () => {
    const none = await gql(`${services.url}/sis/graphql`, "{ tickets { total } }");
    expect(none.status).toBe(401);
    const forged = await gql(
      `${services.url}/sis/graphql`,
      "{ tickets { total } }",
      {},
      {
        "x-id-token": "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
      },
    );
    expect(forged.body.errors[0].message).toBe("The ID token is not valid");
  });

  it("completes an authorization-code + PKCE round trip and refuses a wrong code_verifier", async () => {
    const wrong = await signIn();
    await expect(redeem(wrong, "x".repeat(43))).rejects.toMatchObject({ error: "invalid_grant" });

    const right = await signIn();
    const tokens = await redeem(right);
    expect(tokens.token_type.toLowerCase()).toBe("bearer");
    expect(tokens.id_token).toMatch(/^ey/);
    expect(tokens.refresh_token).toBeTruthy();
  });

  it("answers the session check with whether the browser has a login", async () => {
    const check = (cookie = "") =>
      fetch(`${config.issuer}/session/check`, { headers: { cookie } }).then((r) => r.json());
    expect(await check()).toEqual({ valid: false });
    const jar = new CookieJar();
    await authorize({
      issuer: config.issuer,
      clientId: config.OIDC_CLIENT_ID,
      redirectUri: `${config.APP_URL}/en/callback`,
      email: "customer@example.com",
      password: config.DEMO_PASSWORD,
      jar,
    });
    expect(await check(jar.header())).toEqual({ valid: true });
  });

  it("keeps data written through GraphQL across a restart", async () => {
    const { id_token } = await redeem(await signIn());
    const headers = { "x-id-token": id_token! };
    const created = await gql(
      `${services.url}/sis/graphql`,
      `mutation($input: NewTicketInput!) { createTicket(input: $input) { id subject status } }`,
      {
        input: {
          location: "loc-hw-stuttgart",
          ticketType: "SPARE_PART_INQUIRY",
          machine: "OTHER",
          subject: "Blade set for station 1",
          description: "Please quote a replacement blade set.",
        },
      },
      headers,
    );
    const ticket = created.body.data.createTicket;
    expect(ticket).toMatchObject({ subject: "Blade set for station 1", status: "NEW" });
    expect(ticket.id).toMatch(/^T-\d{4}-\d{6}$/);

    await services.close();
    services = await startServices(config);

    const read = await gql(
      `${services.url}/sis/graphql`,
      `query($id: ID!) { ticket(id: $id) { id subject } }`,
      { id: ticket.id },
      headers,
    );
    expect(read.body.data.ticket).toEqual({ id: ticket.id, subject: "Blade set for station 1" });
  });

  describe("account API", () => {
    const account = async (email: string, method: string, path = "", body?: unknown) => {
      const tokens = await redeem(
        await authorize({
          issuer: config.issuer,
          clientId: config.OIDC_CLIENT_ID,
          redirectUri: `${config.APP_URL}/en/callback`,
          email,
          password: config.DEMO_PASSWORD,
        }),
      );
      const response = await fetch(`${services.url}/am/json/users/me${path}`, {
        method,
        headers: {
          authorization: `Bearer ${tokens.access_token}`,
          "content-type": "application/json",
        },
        ...(body === undefined
          ? {}
          : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      });
      return {
        status: response.status,
        body: response.status === 204 ? null : await response.json(),
      };
    };

    it("refuses calls without a valid access token", async () => {
      const response = await fetch(`${services.url}/am/json/users/me`, {
        headers: { authorization: "Bearer nope" },
      });
      expect(response.status).toBe(401);
    });

    it("edits an external user's profile and answers invalid input with the spec's messages", async () => {
      const invalid = await account("pending@example.com", "PATCH", "", {
        firstName: " ",
        lastName: "Wartner",
        country: "XX",
        language: "de",
      });
      expect(invalid).toEqual({
        status: 422,
        body: {
          errors: {
            firstName: "Please enter your first name",
            country: "The current value is invalid, please select a country from the list",
          },
        },
      });
      const saved = await account("pending@example.com", "PATCH", "", {
        firstName: "Pauline",
        lastName: "Wartner",
        country: "CH",
        language: "fr",
      });
      expect(saved.body).toMatchObject({ firstName: "Pauline", country: "CH", language: "fr" });
      expect((await account("pending@example.com", "GET")).body.firstName).toBe("Pauline");
      expect((await account("pending@example.com", "PATCH", "", "{oops")).status).toBe(400);
    });

    it("lets internal employees reset their multi-factor device but not edit their profile", async () => {
      const edit = await account("employee@wire.example", "PATCH", "", { firstName: "X" });
      expect(edit.status).toBe(403);
      const password = await account("employee@wire.example", "POST", "/password", {});
      expect(password.status).toBe(403);
      const reset = await account("employee@wire.example", "POST", "/mfa-reset");
      expect(reset.status).toBe(202);
      expect((await account("employee@wire.example", "GET")).body.mfaResetRequestedAt).toBeTruthy();
    });

    it("records access requests for known applications only", async () => {
      expect(
        (await account("visitor@example.com", "POST", "/access-requests", { service: "nope" }))
          .status,
      ).toBe(422);
      expect(
        (await account("visitor@example.com", "POST", "/access-requests", { service: "inventory" }))
          .status,
      ).toBe(201);
      expect((await account("visitor@example.com", "GET")).body.accessRequests).toEqual([
        "inventory",
      ]);
    });

    it("changes a password only with the current one", async () => {
      const wrong = await account("artemis@example.com", "POST", "/password", {
        currentPassword: "not-it",
        newPassword: "crimp-2026-new",
        confirmPassword: "crimp-2026-new",
      });
      expect(wrong.body.errors.currentPassword).toBe("The current password is not correct.");
      const right = await account("artemis@example.com", "POST", "/password", {
        currentPassword: config.DEMO_PASSWORD,
        newPassword: "crimp-2026-new",
        confirmPassword: "crimp-2026-new",
      });
      expect(right.status).toBe(204);
      await expect(
        authorize({
          issuer: config.issuer,
          clientId: config.OIDC_CLIENT_ID,
          redirectUri: `${config.APP_URL}/en/callback`,
          email: "artemis@example.com",
          password: "crimp-2026-new",
        }),
      ).resolves.toBeDefined();
    });
  });
});
