import { netUnitPriceCents, priceCartLines, toCents } from "@wire/domain";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ServicesConfig } from "../config";
import * as t from "../db/schema";
import { seedParts, seedPriceLists } from "../seed/sis/parts";
import { seedPartsData } from "../seed/sis/seedSis";
import type { RunningServices } from "../server";
import {
  gql,
  idTokenFor,
  type SisTestServices,
  startSisTestServices,
} from "../testing/testServices";

/**
 * Product information, parts finder, quick order, cart, saved lists and requests against a real
 * identity server and database: every operation refuses a missing token and a user without the
 * product-information role; another organisation's models and requests answer "not found".
 */
describe("SIS parts and product information", () => {
  let config: ServicesConfig;
  let services: RunningServices;
  const tokens: Record<string, string> = {};
  let url: string;

  const as =
    (email: string | null) =>
    (query: string, variables = {}) =>
      gql(url, query, variables, email ? { "x-id-token": tokens[email]! } : {});
  const customer = as("customer@example.com");
  const artemis = as("artemis@example.com");

  /** A model customer@example.com's organisation owns and artemis's does not, and vice versa. */
  const CUSTOMER_MODEL = "kappa-330";
  const ARTEMIS_MODEL = "zeta-640";

  let sis: SisTestServices | undefined;

  beforeAll(async () => {
    sis = await startSisTestServices({
      name: "parts",
      seedTickets: 40,
      users: [
        "customer@example.com",
        "artemis@example.com",
        "pending@example.com",
        "visitor@example.com",
        "employee@wire.example",
        "admin@example.com",
      ],
    });
    ({ config, services } = sis);
    Object.assign(tokens, sis.tokens);
    url = `${services.url}/sis/graphql`;
  }, 180_000);

  afterAll(async () => {
    await sis?.close();
  });

  const OPERATIONS: [name: string, query: string, variables?: Record<string, unknown>][] = [
    ["productInformationList", "{ productInformationList { total } }"],
    ["productInformation", '{ productInformation(slug: "kappa-330") { id } }'],
    [
      "knowledgeArticle",
      '{ knowledgeArticle(productId: "pi-kappa-330-01", contentId: "kh-kappa-330-01-1") { id } }',
    ],
    ["partsList", '{ partsList(productSlug: "kappa-330") { model } }'],
    ["explodedView", '{ explodedView(productSlug: "kappa-330") { model } }'],
    ["part", '{ part(id: "part-kappa-330-07") { id } }'],
    [
      "partsByArticleNumbers",
      '{ partsByArticleNumbers(lines: [{ articleNumber: "1", quantity: 1 }]) { line } }',
    ],
    ["cart", "{ cart { itemCount } }"],
    ["savedLists", "{ savedLists { id } }"],
    ["savedList", '{ savedList(id: "x") { id } }'],
    ["partsRequests", "{ partsRequests { total } }"],
    ["partsRequest", '{ partsRequest(reference: "Q-2026-000001") { reference } }'],
    [
      "addToCart",
      'mutation { addToCart(items: [{ partId: "part-kappa-330-07", quantity: 1 }]) { itemCount } }',
    ],
    ["updateCartQuantity", 'mutation { updateCartQuantity(key: "k", quantity: 2) { itemCount } }'],
    ["removeFromCart", 'mutation { removeFromCart(key: "k") { itemCount } }'],
    ["clearCart", "mutation { clearCart { itemCount } }"],
    ["saveCart", "mutation { saveCart(lines: []) { itemCount } }"],
    ["saveCartAsList", 'mutation { saveCartAsList(name: "x") { id } }'],
    ["deleteSavedList", 'mutation { deleteSavedList(id: "x") }'],
    ["addSavedListToCart", 'mutation { addSavedListToCart(id: "x") { itemCount } }'],
    ["createPartsRequest", "mutation { createPartsRequest(input: { type: QUOTE }) { reference } }"],
  ];

  it.each(OPERATIONS)("%s without a valid ID token answers 401 and no data", async (_n, query) => {
    const anonymous = await as(null)(query);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.data ?? null).toBeNull();
    const forged = await gql(
      url,
      query,
      {},
      {
        "x-id-token": `${tokens["customer@example.com"]!.slice(0, -4)}AAAA`,
      },
    );
    expect(forged.status).toBe(401);
  });

  it.each(OPERATIONS)("%s is refused to users without product information", async (_n, query) => {
    for (const email of ["pending@example.com", "visitor@example.com", "admin@example.com"]) {
      const answer = await as(email)(query);
      expect(answer.body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect(Object.values(answer.body.data ?? {}).every((value) => value === null)).toBe(true);
    }
  });

  it("machine parts lists and drawings are refused without the role, not the machine", async () => {
    const admin = await as("admin@example.com")(
      '{ machine(id: "m-001") { id explodedView { model } partsList { model } } }',
    );
    // admin@example.com has ticketing (so the machine) but not product information.
    expect(admin.body.data.machine).toMatchObject({
      id: "m-001",
      explodedView: null,
      partsList: null,
    });
  });

  it("seeds enough product information, parts, drawings, knowledge and requests", async () => {
    const { db } = services.database;
    const total = async (table: PgTable) =>
      (await db.select({ value: count() }).from(table))[0]!.value;
    expect(await total(t.productInfoItems)).toBeGreaterThanOrEqual(80);
    expect(await total(t.parts)).toBeGreaterThanOrEqual(300);
    const models = await db.selectDistinct({ slug: t.machines.productSlug }).from(t.machines);
    expect(models.length).toBeGreaterThanOrEqual(6);
    for (const { slug } of models) {
      const positions = await db
        .select({ position: t.modelParts.position })
        .from(t.modelParts)
        .where(eq(t.modelParts.productSlug, slug));
      expect(positions.length, slug).toBeGreaterThanOrEqual(15);
      expect(positions.map((p) => p.position)).toContain(7);
      expect(
        await db.select().from(t.explodedViews).where(eq(t.explodedViews.productSlug, slug)),
      ).toHaveLength(1);
    }
    const items = await db.select({ id: t.productInfoItems.id }).from(t.productInfoItems);
    const articleProducts = await db
      .selectDistinct({ id: t.knowledgeArticles.productId })
      .from(t.knowledgeArticles);
    const softwareProducts = await db
      .selectDistinct({ id: t.softwarePackages.productId })
      .from(t.softwarePackages);
    expect(articleProducts.length).toBe(items.length);
    expect(softwareProducts.length).toBe(items.length);
    expect(await total(t.knowledgeTopics)).toBeGreaterThan(await total(t.knowledgeArticles));
    const requests = await db
      .select()
      .from(t.partsRequests)
      .where(eq(t.partsRequests.organisationId, "org-harness-works"));
    expect(requests.length).toBeGreaterThanOrEqual(3);

    // Running the step again writes nothing new.
    const before = [
      await total(t.parts),
      await total(t.knowledgeTopics),
      await total(t.partsRequests),
    ];
    await seedPartsData(db, () => {});
    expect([
      await total(t.parts),
      await total(t.knowledgeTopics),
      await total(t.partsRequests),
    ]).toEqual(before);
  });

  it("each test organisation owns a model the other does not", async () => {
    const slugs = async (email: string) =>
      (
        await as(email)("{ machines(first: 100) { items { productSlug } } }")
      ).body.data.machines.items.map((m: { productSlug: string }) => m.productSlug) as string[];
    const mine = await slugs("customer@example.com");
    const theirs = await slugs("artemis@example.com");
    expect(mine).toContain(CUSTOMER_MODEL);
    expect(theirs).not.toContain(CUSTOMER_MODEL);
    expect(theirs).toContain(ARTEMIS_MODEL);
    expect(mine).not.toContain(ARTEMIS_MODEL);
  });

  it("lists product information paged, searched by name or item number, active only", async () => {
    const all = await customer(
      "{ productInformationList(first: 1000) { total items { id status itemNumber name } } }",
    );
    const { total, items } = all.body.data.productInformationList;
    expect(total).toBeGreaterThanOrEqual(80);
    // `first` is capped at 100 on the server.
    expect(items).toHaveLength(Math.min(total, 100));
    const second = await customer(
      "{ productInformationList(first: 10, offset: 10) { items { id } } }",
    );
    expect(second.body.data.productInformationList.items.map((i: { id: string }) => i.id)).toEqual(
      items.slice(10, 20).map((i: { id: string }) => i.id),
    );
    expect(new Set(items.map((i: { status: string }) => i.status))).toEqual(
      new Set(["ACTIVE", "DISCONTINUED", "CANCELLED"]),
    );

    const byItem = await customer(
      '{ productInformationList(filter: { search: "ITM-K330-01" }) { total items { slug name } } }',
    );
    expect(byItem.body.data.productInformationList).toEqual({
      total: 1,
      items: [{ slug: "kappa-330", name: "Kappa 330" }],
    });
    const byName = await customer(
      '{ productInformationList(filter: { search: "kappa 330 seal" }) { items { name } } }',
    );
    expect(byName.body.data.productInformationList.items).toEqual([
      { name: "Kappa 330 seal module" },
    ]);
    const active = await customer(
      "{ productInformationList(first: 100, filter: { activeOnly: true }) { total items { status } } }",
    );
    expect(active.body.data.productInformationList.total).toBeLessThan(total);
    expect(
      active.body.data.productInformationList.items.every(
        (i: { status: string }) => i.status === "ACTIVE",
      ),
    ).toBe(true);
    const wildcard = await customer(
      '{ productInformationList(filter: { search: "%" }) { total } }',
    );
    expect(wildcard.body.data.productInformationList.total).toBe(0);
  });

  it("opens an item by slug or id with its knowledge hub (topics by TopicID) and software", async () => {
    const bySlug = await customer(
      `{ productInformation(slug: "${CUSTOMER_MODEL}") { id owned machineModel { model }
          knowledgeArticles { id title topics { id title } } software { name version }
          partsList { entries { position } } } }`,
    );
    const item = bySlug.body.data.productInformation;
    expect(item.owned).toBe(true);
    expect(item.machineModel.model).toBe("Kappa 330");
    expect(item.knowledgeArticles.length).toBeGreaterThanOrEqual(1);
    expect(item.knowledgeArticles[0].topics[0].id).toMatch(/^TOP-\d{6}$/);
    expect(item.software.length).toBeGreaterThanOrEqual(1);
    expect(item.partsList.entries.length).toBeGreaterThanOrEqual(15);

    const byId = await customer("query($id: ID!) { productInformation(id: $id) { slug } }", {
      id: item.id,
    });
    expect(byId.body.data.productInformation.slug).toBe(CUSTOMER_MODEL);
    const article = await customer(
      "query($p: ID!, $c: ID!) { knowledgeArticle(productId: $p, contentId: $c) { topics { id body } } }",
      { p: item.id, c: item.knowledgeArticles[0].id },
    );
    expect(article.body.data.knowledgeArticle.topics[0].body.length).toBeGreaterThan(0);
    const wrongProduct = await customer(
      'query($c: ID!) { knowledgeArticle(productId: "pi-zeta-640-01", contentId: $c) { id } }',
      { c: item.knowledgeArticles[0].id },
    );
    expect(wrongProduct.body.data.knowledgeArticle).toBeNull();

    // Another organisation's model: the item is catalogue, its parts list is not.
    const foreign = await customer(
      `{ productInformation(slug: "${ARTEMIS_MODEL}") { owned partsList { model } explodedView { model } } }`,
    );
    expect(foreign.body.data.productInformation).toEqual({
      owned: false,
      partsList: null,
      explodedView: null,
    });
    const missing = await customer('{ productInformation(slug: "nope") { id } }');
    expect(missing.body.data.productInformation).toBeNull();
  });

  it("shows the parts finder of an owned machine: drawing, position 7 and its part", async () => {
    const machines = await customer(
      `{ machines(first: 100, filter: { productSlug: "${CUSTOMER_MODEL}" }) { items { id } } }`,
    );
    const machineId = machines.body.data.machines.items[0].id;
    const answer = await customer(
      `query($id: ID!) { machine(id: $id) { explodedView { width height svg bare: svg(markers: false) positions { position x y kind
          part { id name articleNumber availabilityStatus stock imageUrl price currency } } }
          partsList(kind: WEAR) { entries { kind position } } } }`,
      { id: machineId },
    );
    expect(answer.body.errors).toBeUndefined();
    const { explodedView, partsList } = answer.body.data.machine;
    expect(explodedView.positions.length).toBeGreaterThanOrEqual(15);
    const seven = explodedView.positions.find((p: { position: number }) => p.position === 7);
    expect(seven.part).toMatchObject({
      id: `part-${CUSTOMER_MODEL}-07`,
      name: "Cutting blade set",
      availabilityStatus: "HIGH",
      currency: "EUR",
    });
    expect(seven.part.price).toBeGreaterThan(0);
    expect(seven.part.imageUrl).toMatch(/^http.*\/assets\/images\/part-[a-z0-9-]+\.png$/);
    expect(seven.x).toBeGreaterThan(0);
    expect(seven.x).toBeLessThan(explodedView.width);
    expect(seven.y).toBeLessThan(explodedView.height);
    expect(explodedView.svg).toMatch(/^<svg /);
    expect(explodedView.svg).toContain('id="pos-7" data-position="7"');
    // A page that places its own position buttons asks for the drawing without markers.
    expect(explodedView.bare).toMatch(/^<svg /);
    expect(explodedView.bare).not.toContain("data-position");
    expect(explodedView.bare).toContain('class="part"');
    expect(partsList.entries.every((e: { kind: string }) => e.kind === "WEAR")).toBe(true);

    const file = await fetch(`${services.url}/sis/exploded-views/${CUSTOMER_MODEL}.svg`, {
      headers: { "x-id-token": tokens["customer@example.com"]! },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("image/svg+xml");
    expect(await file.text()).toContain('data-position="7"');
    const foreignFile = await fetch(`${services.url}/sis/exploded-views/${ARTEMIS_MODEL}.svg`, {
      headers: { "x-id-token": tokens["customer@example.com"]! },
    });
    expect(foreignFile.status).toBe(404);
    expect((await fetch(`${services.url}/sis/exploded-views/${CUSTOMER_MODEL}.svg`)).status).toBe(
      401,
    );
  });

  it("prices every part of the seed's price lists in whole cents, the list price less the discount rounded once (issue 42)", async () => {
    const { parts, views } = seedParts();
    const listCents = new Map(parts.map((part) => [part.id, part.priceCents]));
    const discounts = new Map(seedPriceLists.map((list) => [list.organisationId, list]));
    // Harness Works (12 %) sees its own models; the group (0 %) every installed-base model.
    for (const [email, organisationId] of [
      ["customer@example.com", "org-harness-works"],
      ["employee@wire.example", "org-wire-group"],
    ] as const) {
      const { discountPercent, currency } = discounts.get(organisationId)!;
      // Every model of the seed; the customer's answer is null for the ones it does not own.
      const slugs = [...new Set(views.map((view) => view.productSlug))];
      expect(slugs.length).toBeGreaterThan(0);
      let checked = 0;
      for (const slug of slugs) {
        const answer = await as(email)(
          `{ partsList(productSlug: "${slug}") { entries { part { id price currency } } } }`,
        );
        expect(answer.body.errors).toBeUndefined();
        const entries: { part: { id: string; price: number; currency: string } }[] =
          answer.body.data.partsList?.entries ?? [];
        const lines = entries.map(({ part }, index) => {
          const unitPriceCents = netUnitPriceCents(listCents.get(part.id)!, discountPercent);
          // The answer is whole cents, the same the domain computes: nothing left to round.
          expect(part.price * 100, part.id).toBeCloseTo(unitPriceCents, 6);
          expect(part.currency).toBe(currency);
          return {
            unitPriceCents: toCents(part.price),
            currency: part.currency,
            quantity: 1 + (index % 9),
          };
        });
        // Formatted as the cart shows them, the lines add up to the total to the cent.
        const format = new Intl.NumberFormat("en", { style: "currency", currency });
        const priced = priceCartLines(lines);
        const shown = priced.lines.map((line) =>
          Number(format.format(line.lineTotalCents! / 100).replace(/[^\d.]/g, "")),
        );
        const shownTotal = Number(format.format(priced.totalCents! / 100).replace(/[^\d.]/g, ""));
        expect(Math.round(shown.reduce((a, b) => a + b, 0) * 100)).toBe(
          Math.round(shownTotal * 100),
        );
        priced.lines.forEach((line, i) => {
          expect(line.lineTotalCents).toBe(toCents(entries[i]!.part.price) * lines[i]!.quantity);
        });
        checked += entries.length;
      }
      expect(checked).toBeGreaterThan(50);
    }
  });

  it("answers another organisation's model as not found, and prices only with a price list", async () => {
    for (const [query, field] of [
      [`{ partsList(productSlug: "${CUSTOMER_MODEL}") { model } }`, "partsList"],
      [`{ explodedView(productSlug: "${CUSTOMER_MODEL}") { model } }`, "explodedView"],
    ] as const) {
      const answer = await artemis(query);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data[field]).toBeNull();
    }
    const own = await artemis(
      `{ partsList(productSlug: "${ARTEMIS_MODEL}") { entries { part { price currency } } } }`,
    );
    // Cable Systems has no parts price list in its contract.
    expect(own.body.data.partsList.entries[0].part).toEqual({ price: null, currency: null });
    const employee = await as("employee@wire.example")(
      `{ explodedView(productSlug: "${ARTEMIS_MODEL}") { model } }`,
    );
    expect(employee.body.data.explodedView.model).toBe("Zeta 640");
  });

  it("looks up a 500-line quick order in one go, reporting unknown lines", async () => {
    const list = await customer(
      `{ partsList(productSlug: "${CUSTOMER_MODEL}") { entries { part { articleNumber } } } }`,
    );
    const numbers: string[] = list.body.data.partsList.entries.map(
      (e: { part: { articleNumber: string } }) => e.part.articleNumber,
    );
    const lines = Array.from({ length: 500 }, (_, i) =>
      i === 3
        ? { articleNumber: "9999999", quantity: 1 }
        : i === 4
          ? { articleNumber: numbers[1]!, quantity: 0 }
          : {
              // Spaces in a pasted article number do not matter.
              articleNumber:
                i === 5
                  ? ` ${numbers[2]!.slice(0, 3)} ${numbers[2]!.slice(3)} `
                  : numbers[i % numbers.length]!,
              quantity: 1 + (i % 3),
            },
    );
    const answer = await customer(
      `query($lines: [ArticleLineInput!]!) { partsByArticleNumbers(lines: $lines) {
          line articleNumber quantity problem part { id articleNumber } } }`,
      { lines },
    );
    const results = answer.body.data.partsByArticleNumbers;
    expect(results).toHaveLength(500);
    expect(results[3]).toMatchObject({ line: 4, problem: "UNKNOWN_ARTICLE_NUMBER", part: null });
    expect(results[4]).toMatchObject({ line: 5, problem: "INVALID_QUANTITY" });
    expect(results[5]).toMatchObject({ problem: null, part: { articleNumber: numbers[2] } });
    expect(results.filter((r: { problem: string | null }) => r.problem)).toHaveLength(2);

    const tooMany = await customer(
      "query($lines: [ArticleLineInput!]!) { partsByArticleNumbers(lines: $lines) { line } }",
      { lines: [...lines, { articleNumber: "1", quantity: 1 }] },
    );
    expect(tooMany.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("keeps the cart on the server with the domain's rules, per user", async () => {
    const CART =
      "{ itemCount updatedAt lines { key partId articleNumber quantity part { name } } }";
    await customer("mutation { clearCart { itemCount } }");
    const seven = `part-${CUSTOMER_MODEL}-07`;
    const added = await customer(
      `mutation($items: [CartItemInput!]!) { addToCart(items: $items) ${CART} }`,
      { items: [{ partId: seven, quantity: 1 }] },
    );
    expect(added.body.data.addToCart.itemCount).toBe(1);
    // The same part raises the quantity (spec §4).
    const again = await customer(
      `mutation($items: [CartItemInput!]!) { addToCart(items: $items) ${CART} }`,
      {
        items: [
          { partId: seven, quantity: 2 },
          { partId: `part-${CUSTOMER_MODEL}-01`, quantity: 1 },
        ],
      },
    );
    const cart = again.body.data.addToCart;
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]).toMatchObject({
      partId: seven,
      quantity: 3,
      part: { name: "Cutting blade set" },
    });
    expect(cart.itemCount).toBe(4);

    const unknown = await customer(
      'mutation { addToCart(items: [{ partId: "nope", quantity: 1 }, { partId: "part-kappa-330-02", quantity: 0 }]) { itemCount } }',
    );
    expect(unknown.body.errors[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: {
        "items.0.partId": "Unknown part.",
        "items.1.quantity": "Please enter a valid value.",
      },
    });

    // Another sign-in (a fresh browser) reads the same cart; another user has their own.
    const fresh = await gql(
      url,
      `{ cart ${CART} }`,
      {},
      {
        "x-id-token": await idTokenFor(config, "customer@example.com"),
      },
    );
    expect(fresh.body.data.cart.itemCount).toBe(4);
    expect((await artemis(`{ cart ${CART} }`)).body.data.cart.itemCount).toBe(0);
    // A key of someone else's cart changes nothing in theirs.
    await artemis("mutation($key: ID!) { removeFromCart(key: $key) { itemCount } }", {
      key: cart.lines[0].key,
    });
    expect((await customer(`{ cart ${CART} }`)).body.data.cart.itemCount).toBe(4);

    const updated = await customer(
      `mutation($key: ID!) { updateCartQuantity(key: $key, quantity: 5) ${CART} }`,
      { key: cart.lines[1].key },
    );
    expect(updated.body.data.updateCartQuantity.itemCount).toBe(8);
    const zero = await customer(
      `mutation($key: ID!) { updateCartQuantity(key: $key, quantity: 0) ${CART} }`,
      { key: cart.lines[1].key },
    );
    expect(zero.body.data.updateCartQuantity.lines).toHaveLength(1);
    const removed = await customer(`mutation($key: ID!) { removeFromCart(key: $key) ${CART} }`, {
      key: cart.lines[0].key,
    });
    expect(removed.body.data.removeFromCart).toMatchObject({ itemCount: 0, lines: [] });

    const saved = await customer(
      `mutation($lines: [CartLineInput!]!) { saveCart(lines: $lines) ${CART} }`,
      {
        lines: [
          { key: "mirror-1", partId: seven, quantity: 2 },
          { partId: seven, quantity: 1 },
          { key: "mirror-2", partId: `part-${CUSTOMER_MODEL}-03`, quantity: 4 },
        ],
      },
    );
    expect(
      saved.body.data.saveCart.lines.map((l: { key: string; quantity: number }) => [
        l.key,
        l.quantity,
      ]),
    ).toEqual([
      ["mirror-1", 3],
      ["mirror-2", 4],
    ]);

    // Concurrent adds from two tabs both count.
    await Promise.all(
      Array.from({ length: 5 }, () =>
        customer(`mutation($items: [CartItemInput!]!) { addToCart(items: $items) { itemCount } }`, {
          items: [{ partId: seven, quantity: 1 }],
        }),
      ),
    );
    expect((await customer(`{ cart ${CART} }`)).body.data.cart.itemCount).toBe(12);
  });

  it("saves the cart as a named list, opens, adds and deletes it, for its user only", async () => {
    await customer("mutation { clearCart { itemCount } }");
    const empty = await customer('mutation { saveCartAsList(name: "Empty") { id } }');
    expect(empty.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    await customer(
      `mutation { addToCart(items: [{ partId: "part-${CUSTOMER_MODEL}-05", quantity: 2 }]) { itemCount } }`,
    );
    const badName = await customer('mutation { saveCartAsList(name: "  ") { id } }');
    expect(badName.body.errors[0].extensions.fields).toEqual({
      name: "Please enter a valid value.",
    });
    const list = (
      await customer('mutation { saveCartAsList(name: " Guide tubes ") { id name itemCount } }')
    ).body.data.saveCartAsList;
    expect(list).toMatchObject({ name: "Guide tubes", itemCount: 2 });
    expect(
      (await customer("{ savedLists { id name } }")).body.data.savedLists.map(
        (l: { id: string }) => l.id,
      ),
    ).toContain(list.id);
    // Its lines answer like the cart's: the part id and the part (an app asks for both).
    const opened = await customer(
      "query($id: ID!) { savedList(id: $id) { lines { key partId articleNumber quantity part { id name } } } }",
      { id: list.id },
    );
    expect(opened.body.errors).toBeUndefined();
    expect(opened.body.data.savedList.lines).toEqual([
      expect.objectContaining({
        partId: `part-${CUSTOMER_MODEL}-05`,
        quantity: 2,
        part: expect.objectContaining({ id: `part-${CUSTOMER_MODEL}-05` }),
      }),
    ]);

    expect(
      (await artemis("query($id: ID!) { savedList(id: $id) { id } }", { id: list.id })).body.data
        .savedList,
    ).toBeNull();
    const foreignAdd = await artemis(
      "mutation($id: ID!) { addSavedListToCart(id: $id) { itemCount } }",
      { id: list.id },
    );
    expect(foreignAdd.body.errors[0].extensions.code).toBe("NOT_FOUND");
    expect(
      (await artemis("mutation($id: ID!) { deleteSavedList(id: $id) }", { id: list.id })).body.data
        .deleteSavedList,
    ).toBe(false);

    const added = await customer(
      "mutation($id: ID!) { addSavedListToCart(id: $id) { itemCount lines { quantity } } }",
      { id: list.id },
    );
    expect(added.body.data.addSavedListToCart).toMatchObject({
      itemCount: 4,
      lines: [{ quantity: 4 }],
    });
    expect(
      (await customer("mutation($id: ID!) { deleteSavedList(id: $id) }", { id: list.id })).body.data
        .deleteSavedList,
    ).toBe(true);
    expect(
      (await customer("query($id: ID!) { savedList(id: $id) { id } }", { id: list.id })).body.data
        .savedList,
    ).toBeNull();
  });

  it("turns the cart into a request; the desk's status change notifies the requester", async () => {
    await customer("mutation { clearCart { itemCount } }");
    const empty = await customer(
      "mutation { createPartsRequest(input: { type: QUOTE }) { reference } }",
    );
    expect(empty.body.errors[0].extensions.fields).toEqual({ cart: "The cart is empty." });
    await customer(
      `mutation { addToCart(items: [{ partId: "part-${CUSTOMER_MODEL}-07", quantity: 2 }]) { itemCount } }`,
    );
    const invalidInput = await customer(
      'mutation { createPartsRequest(input: { type: ORDER, customerReference: "<b>x</b>" }) { reference } }',
    );
    expect(invalidInput.body.errors[0].extensions.fields).toEqual({
      customerReference: "Please enter a valid value.",
    });
    const created = await customer(
      `mutation { createPartsRequest(input: { type: QUOTE, customerReference: "PO-77", comment: "Urgent" }) {
          reference type status itemCount } }`,
    );
    const request = created.body.data.createPartsRequest;
    expect(request.reference).toMatch(new RegExp(`^Q-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(request).toMatchObject({ type: "QUOTE", status: "SUBMITTED", itemCount: 2 });
    expect((await customer("{ cart { itemCount } }")).body.data.cart.itemCount).toBe(0);

    const list = await customer(
      "{ partsRequests(first: 500) { total items { reference status requester } } }",
    );
    expect(list.body.data.partsRequests.items[0]).toMatchObject({
      reference: request.reference,
      requester: "Clara Kunde",
    });
    expect(list.body.data.partsRequests.items.length).toBeLessThanOrEqual(100);
    const colleague = await as("employee@wire.example")(
      "query($r: ID!) { partsRequest(reference: $r) { reference } }",
      { r: request.reference },
    );
    expect(colleague.body.data.partsRequest).toBeNull();
    const foreign = await artemis("query($r: ID!) { partsRequest(reference: $r) { reference } }", {
      r: request.reference,
    });
    expect(foreign.body.errors).toBeUndefined();
    expect(foreign.body.data.partsRequest).toBeNull();
    const artemisList = await artemis("{ partsRequests { items { reference } } }");
    expect(
      artemisList.body.data.partsRequests.items.map((r: { reference: string }) => r.reference),
    ).not.toContain(request.reference);

    const desk = (reference: string, body: unknown, token = config.DESK_TOKEN) =>
      fetch(`${services.url}/sis/desk/requests/${reference}/status`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await desk(request.reference, { status: "IN_REVIEW" }, "wrong")).status).toBe(401);
    expect((await desk(request.reference, { status: "SHIPPED" })).status).toBe(400);
    expect((await desk("Q-2026-999999", { status: "IN_REVIEW" })).status).toBe(404);
    expect((await desk(request.reference, { status: "IN_REVIEW" })).status).toBe(200);
    // A quote is quoted, not confirmed.
    expect((await desk(request.reference, { status: "CONFIRMED" })).status).toBe(409);
    expect(
      (await desk(request.reference, { status: "QUOTED", note: "Valid 30 days" })).status,
    ).toBe(200);

    const detail = await customer(
      "query($r: ID!) { partsRequest(reference: $r) { status comment customerReference lines { articleNumber quantity unitPrice currency } history { status note } } }",
      { r: request.reference },
    );
    expect(detail.body.data.partsRequest).toMatchObject({
      status: "QUOTED",
      comment: "Urgent",
      customerReference: "PO-77",
      history: [
        { status: "SUBMITTED", note: null },
        { status: "IN_REVIEW", note: null },
        { status: "QUOTED", note: "Valid 30 days" },
      ],
    });
    expect(detail.body.data.partsRequest.lines[0].currency).toBe("EUR");

    const notifications = await customer(
      "{ notifications(first: 100) { items { id kind ticketId requestReference subject detail read } } }",
    );
    const mine = notifications.body.data.notifications.items.filter(
      (n: { requestReference: string | null }) => n.requestReference === request.reference,
    );
    expect(mine.map((n: { detail: string }) => n.detail)).toEqual(["QUOTED", "IN_REVIEW"]);
    expect(mine[0]).toMatchObject({
      kind: "REQUEST_STATUS",
      ticketId: null,
      subject: `Quote request ${request.reference} (PO-77)`,
      read: false,
    });
    const read = await customer(
      "mutation($id: ID!) { markNotificationRead(id: $id) { read requestReference subject } }",
      { id: mine[0].id },
    );
    expect(read.body.data.markNotificationRead).toMatchObject({
      read: true,
      requestReference: request.reference,
    });
  });

  /**
   * Issue 41 item 2: a part of a model the viewer's organisation does not own answers exactly as
   * a part that does not exist, in every read and write, as the parts list does.
   */
  describe("parts of models the organisation does not own", () => {
    // Kappa 330's blade set (article 1003071): Cable Systems owns no Kappa 330.
    const foreign = `part-${CUSTOMER_MODEL}-07`;
    const foreignArticle = "1003071";
    const own = `part-${ARTEMIS_MODEL}-07`;
    const PART = "query($id: ID!) { part(id: $id) { id name articleNumber stock location price } }";
    const ADD = "mutation($items: [CartItemInput!]!) { addToCart(items: $items) { itemCount } }";
    const LINES = "lines { partId articleNumber quantity part { id stock location price } }";
    const foreignLine = {
      key: "planted-1",
      id: foreign,
      articleNumber: foreignArticle,
      quantity: 3,
    };
    const ownLine = { key: "planted-2", id: own, articleNumber: "own", quantity: 1 };

    /** The user id (`sub`) an ID token names, to plant lines in that user's cart and lists. */
    const subOf = (email: string) =>
      JSON.parse(Buffer.from(tokens[email]!.split(".")[1]!, "base64url").toString()).sub as string;
    /** Puts lines into artemis's stored cart as an old cart could hold them. */
    const plantCart = (lines: (typeof foreignLine)[]) =>
      services.database.db
        .update(t.carts)
        .set({ lines })
        .where(eq(t.carts.userId, subOf("artemis@example.com")));

    beforeEach(async () => {
      await artemis("mutation { clearCart { itemCount } }");
    });
    afterAll(async () => {
      await artemis("mutation { clearCart { itemCount } }");
    });

    it("part(id:) of an unowned model answers exactly as a part that does not exist", async () => {
      const foreignPart = await artemis(PART, { id: foreign });
      const missingPart = await artemis(PART, { id: `part-${CUSTOMER_MODEL}-99` });
      expect(missingPart.body).toEqual({ data: { part: null } });
      expect(foreignPart.body).toEqual(missingPart.body);
      expect((await artemis(PART, { id: own })).body.data.part.id).toBe(own);
      // A part every model holds is a part of the models it owns too.
      expect((await artemis(PART, { id: "part-common-27" })).body.data.part.id).toBe(
        "part-common-27",
      );
    });

    it("a quick-order (or CSV) line of an unowned part is an unknown article number", async () => {
      const ownArticle = (await artemis(PART, { id: own })).body.data.part.articleNumber;
      const lookup = await artemis(
        `query($lines: [ArticleLineInput!]!) { partsByArticleNumbers(lines: $lines) {
            line articleNumber problem part { id } } }`,
        {
          lines: [
            { articleNumber: foreignArticle, quantity: 1 },
            { articleNumber: "9999999", quantity: 1 },
            { articleNumber: ownArticle, quantity: 1 },
          ],
        },
      );
      expect(lookup.body.data.partsByArticleNumbers).toEqual([
        { line: 1, articleNumber: foreignArticle, problem: "UNKNOWN_ARTICLE_NUMBER", part: null },
        { line: 2, articleNumber: "9999999", problem: "UNKNOWN_ARTICLE_NUMBER", part: null },
        { line: 3, articleNumber: ownArticle, problem: null, part: { id: own } },
      ]);
    });

    it("addToCart and saveCart refuse an unowned part like an unknown one", async () => {
      const addForeign = await artemis(ADD, { items: [{ partId: foreign, quantity: 1 }] });
      const addMissing = await artemis(ADD, { items: [{ partId: "nope", quantity: 1 }] });
      expect(addForeign.body.errors?.[0].extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { "items.0.partId": "Unknown part." },
      });
      expect(addForeign.body.errors[0].message).toBe(addMissing.body.errors[0].message);
      const saveForeign = await artemis(
        "mutation($lines: [CartLineInput!]!) { saveCart(lines: $lines) { itemCount } }",
        { lines: [{ partId: foreign, quantity: 1 }] },
      );
      expect(saveForeign.body.errors?.[0].extensions.fields).toEqual({
        "lines.0.partId": "Unknown part.",
      });
      expect((await artemis("{ cart { itemCount } }")).body.data.cart.itemCount).toBe(0);
      const ownAdded = await artemis(ADD, { items: [{ partId: own, quantity: 2 }] });
      expect(ownAdded.body.data.addToCart.itemCount).toBe(2);
    });

    it("a cart that already holds one answers no part data and cannot save or request it", async () => {
      await plantCart([foreignLine]);
      const planted = await artemis(`{ cart { ${LINES} } }`);
      expect(planted.body.data.cart.lines).toEqual([
        { partId: foreign, articleNumber: foreignArticle, quantity: 3, part: null },
      ]);
      const onlyForeign = await artemis(
        "mutation { createPartsRequest(input: { type: QUOTE }) { reference } }",
      );
      expect(onlyForeign.body.errors?.[0].extensions.fields).toEqual({
        cart: "The cart is empty.",
      });
      const emptyList = await artemis('mutation { saveCartAsList(name: "Planted") { id } }');
      expect(emptyList.body.errors?.[0].extensions.fields).toEqual({
        cart: "The cart is empty.",
      });

      // A mixed cart saves and requests only its owned lines.
      await plantCart([foreignLine, ownLine]);
      const saved = await artemis(
        'mutation { saveCartAsList(name: "Mixed") { lines { partId } } }',
      );
      expect(saved.body.data.saveCartAsList.lines).toEqual([{ partId: own }]);
      const requested = await artemis(
        "mutation { createPartsRequest(input: { type: QUOTE }) { reference lines { partId } } }",
      );
      expect(requested.body.errors).toBeUndefined();
      expect(requested.body.data.createPartsRequest.lines).toEqual([{ partId: own }]);
    });

    it("a saved list that already holds one answers no part data and does not add it", async () => {
      await services.database.db.insert(t.savedLists).values({
        id: "planted-list",
        userId: subOf("artemis@example.com"),
        name: "Planted",
        lines: [foreignLine, ownLine],
      });
      const list = await artemis(`{ savedList(id: "planted-list") { ${LINES} } }`);
      expect(list.body.data.savedList.lines[0]).toEqual({
        partId: foreign,
        articleNumber: foreignArticle,
        quantity: 3,
        part: null,
      });
      expect(list.body.data.savedList.lines[1].part.id).toBe(own);
      const fromList = await artemis(
        `mutation { addSavedListToCart(id: "planted-list") { ${LINES} } }`,
      );
      expect(
        fromList.body.data.addSavedListToCart.lines.map((l: { partId: string }) => l.partId),
      ).toEqual([own]);
    });

    it("an internal user still sees and orders every model's parts", async () => {
      const employee = as("employee@wire.example");
      expect((await employee(PART, { id: foreign })).body.data.part.id).toBe(foreign);
      expect((await employee(PART, { id: own })).body.data.part.id).toBe(own);
      const lookup = await employee(
        "query($lines: [ArticleLineInput!]!) { partsByArticleNumbers(lines: $lines) { problem part { id } } }",
        { lines: [{ articleNumber: foreignArticle, quantity: 1 }] },
      );
      expect(lookup.body.data.partsByArticleNumbers).toEqual([
        { problem: null, part: { id: foreign } },
      ]);
      await employee("mutation { clearCart { itemCount } }");
      const added = await employee(ADD, { items: [{ partId: foreign, quantity: 1 }] });
      expect(added.body.data.addToCart.itemCount).toBe(1);
      await employee("mutation { clearCart { itemCount } }");
    });
  });
});
