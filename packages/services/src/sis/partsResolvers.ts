import {
  addPart,
  clearCart,
  fieldErrors,
  netUnitPriceCents,
  partsRequestSchema,
  removePart,
  savedListSchema,
  updatePartQuantity,
} from "@wire/domain";
import { createGraphQLError } from "graphql-yoga";
import type { Database } from "../db/connect";
import type { PartKind, PartsRequestLine, StoredCartLine } from "../db/partsSchema";
import { createCartStore, MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cartStore";
import { explodedViewSvg } from "./explodedViewSvg";
import type { InstalledBase } from "./installedBase";
import {
  createPartsStore,
  normaliseArticleNumber,
  type PartRow,
  type PriceListRow,
  type ProductInfoFilter,
  type ProductInfoRow,
} from "./partsStore";
import { createRequestStore, type PartsRequestRow, type RequestFilter } from "./requestStore";
import { pageWindow, requireArea, type Viewer } from "./viewer";

interface Context {
  viewer: Viewer;
  /** Per request: the viewer's owned models and price list, read once. */
  partsScope?: Promise<PartsScope>;
}

interface PartsScope {
  /**
   * The models whose parts the viewer may see and order: those their organisation owns a machine
   * of, every model for an internal organisation (`InstalledBase.models`). The one ownership rule
   * of parts lists, drawings and every part read or write.
   */
  models: Set<string>;
  priceList: PriceListRow | undefined;
}

/** Spec §3 availability status from the stock in pieces. */
export function availabilityStatus(stock: number) {
  if (stock <= 0) return "OUT_OF_STOCK";
  if (stock < 5) return "LOW";
  if (stock < 20) return "MEDIUM";
  return "HIGH";
}

/** The most lines one quick-order look-up answers. */
export const MAX_LOOKUP_LINES = 500;

const invalid = (fields: Record<string, string>) =>
  createGraphQLError("The input is not valid", {
    extensions: { code: "BAD_USER_INPUT", fields },
  });
const notFound = (what: string) =>
  createGraphQLError(`${what} not found`, { extensions: { code: "NOT_FOUND" } });
const iso = (date: Date) => date.toISOString();
const validQuantity = (quantity: number) =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;

/**
 * Product information, parts, parts finder, cart, saved lists and requests: resolvers merged into
 * the SIS service. Every entry point checks the product-information role; parts lists, exploded
 * views and every part (by id, by article number, in a cart, saved list or request) only of the
 * models the viewer's organisation owns. Another model's part answers as one that does not exist
 * (issue 41 item 2; conventions 13: another organisation's object is "not found").
 */
export function createPartsResolvers(
  db: Database,
  options: { base: InstalledBase; publicUrl: string },
) {
  const { base } = options;
  const catalogue = createPartsStore(db);
  const carts = createCartStore(db);
  const requests = createRequestStore(db);

  function scope(context: Context): Promise<PartsScope> {
    context.partsScope ??= Promise.all([
      base.models(context.viewer.organisationId),
      catalogue.priceList(context.viewer.organisationId),
    ]).then(([models, priceList]) => ({
      models: new Set(models.map((m) => m.productSlug)),
      priceList,
    }));
    return context.partsScope;
  }

  const allow = (context: Context) => requireArea(context.viewer, "productInformation");

  /** Parts by id, of the viewer's models only: any other id is missing from the answer. */
  async function ownedParts(context: Context, ids: readonly string[]) {
    return catalogue.partsById(ids, (await scope(context)).models);
  }

  const toPart = (row: PartRow, prices: PriceListRow | undefined) => ({
    ...row,
    availabilityStatus: availabilityStatus(row.stock),
    imageUrl: `${options.publicUrl}/assets/images/part-${row.category}.png`,
    // Whole cents, rounded once (issue 42): the app sums exactly what it shows.
    price: prices ? netUnitPriceCents(row.priceCents, prices.discountPercent) / 100 : null,
    currency: prices ? prices.currency : null,
  });

  async function partsList(
    context: Context,
    productSlug: string,
    kind?: PartKind | null,
    search?: string | null,
  ) {
    const { models, priceList } = await scope(context);
    if (!models.has(productSlug)) return null;
    const view = await catalogue.explodedView(productSlug);
    if (!view) return null;
    const rows = await catalogue.modelParts(productSlug, {
      kind: kind ?? null,
      search: search ?? null,
    });
    return {
      productSlug,
      model: view.model,
      entries: rows.map(({ entry, part }) => ({ ...entry, part: toPart(part, priceList) })),
    };
  }

  async function explodedView(context: Context, productSlug: string) {
    const { models, priceList } = await scope(context);
    if (!models.has(productSlug)) return null;
    const view = await catalogue.explodedView(productSlug);
    if (!view) return null;
    const rows = await catalogue.modelParts(productSlug);
    const positions = rows.map(({ entry, part }) => ({ ...entry, part: toPart(part, priceList) }));
    return { ...view, positions };
  }

  /** What `ExplodedView`'s own resolvers receive: the view and its positions with their parts. */
  type ExplodedViewAnswer = NonNullable<Awaited<ReturnType<typeof explodedView>>>;

  /** The stored lines with each part as it is now. */
  async function toCartAnswer(
    context: Context,
    cart: { lines: StoredCartLine[]; updatedAt: Date | null },
  ) {
    // An empty cart (every portal page's badge asks) needs no parts, prices or models.
    if (cart.lines.length === 0) {
      return { lines: [], itemCount: 0, updatedAt: cart.updatedAt ? iso(cart.updatedAt) : null };
    }
    const [{ priceList }, byId] = await Promise.all([
      scope(context),
      ownedParts(
        context,
        cart.lines.map((line) => line.id),
      ),
    ]);
    return {
      lines: cart.lines.map((line) => {
        const part = byId.get(line.id);
        return { ...line, partId: line.id, part: part ? toPart(part, priceList) : null };
      }),
      itemCount: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
      updatedAt: cart.updatedAt ? iso(cart.updatedAt) : null,
    };
  }

  /**
   * Parts by id for a change of the cart; unknown ids (another model's parts among them) or bad
   * quantities refuse the whole change.
   */
  async function checkedItems(
    context: Context,
    items: readonly { partId: string; quantity: number }[],
    field: string,
  ) {
    if (items.length > MAX_CART_LINES) {
      throw invalid({ [field]: `At most ${MAX_CART_LINES} lines.` });
    }
    const byId = await ownedParts(
      context,
      items.map((item) => item.partId),
    );
    const errors: Record<string, string> = {};
    items.forEach((item, index) => {
      if (!byId.has(item.partId)) errors[`${field}.${index}.partId`] = "Unknown part.";
      if (!validQuantity(item.quantity)) {
        errors[`${field}.${index}.quantity`] = "Please enter a valid value.";
      }
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return byId;
  }

  const toRequest = (row: PartsRequestRow) => ({
    ...row,
    requester: row.requesterName,
    itemCount: row.lines.reduce((sum, line) => sum + line.quantity, 0),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });

  /** A saved list's lines answered like the cart's (part id, the part with its price). */
  async function toSavedList(
    context: Context,
    row: { lines: StoredCartLine[]; createdAt: Date; updatedAt: Date },
  ) {
    const { lines, itemCount } = await toCartAnswer(context, row);
    return {
      ...row,
      lines,
      itemCount,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  }

  const cartLine = (item: { partId: string }, part: PartRow) => ({
    id: part.id,
    articleNumber: part.articleNumber,
    ...item,
  });

  return {
    Query: {
      productInformationList: async (
        _: unknown,
        args: { filter?: ProductInfoFilter | null; first?: number; offset?: number },
        context: Context,
      ) => {
        allow(context);
        return catalogue.productInfoList({
          filter: args.filter ?? null,
          ...pageWindow(args.first, args.offset),
        });
      },
      productInformation: async (
        _: unknown,
        args: { id?: string | null; slug?: string | null },
        context: Context,
      ) => {
        allow(context);
        if (!args.id && !args.slug) throw invalid({ id: "Please enter a valid value." });
        return (await catalogue.productInfo(args)) ?? null;
      },
      knowledgeArticle: async (
        _: unknown,
        args: { productId: string; contentId: string },
        context: Context,
      ) => {
        allow(context);
        const [article] = await catalogue.knowledgeArticles(args.productId, args.contentId);
        return article ?? null;
      },
      partsList: (
        _: unknown,
        args: { productSlug: string; kind?: PartKind | null; search?: string | null },
        context: Context,
      ) => {
        allow(context);
        return partsList(context, args.productSlug, args.kind, args.search);
      },
      explodedView: (_: unknown, args: { productSlug: string }, context: Context) => {
        allow(context);
        return explodedView(context, args.productSlug);
      },
      part: async (_: unknown, args: { id: string }, context: Context) => {
        allow(context);
        const [row, { priceList }] = await Promise.all([
          ownedParts(context, [args.id]).then((map) => map.get(args.id)),
          scope(context),
        ]);
        return row ? toPart(row, priceList) : null;
      },
      partsByArticleNumbers: async (
        _: unknown,
        args: { lines: { articleNumber: string; quantity: number }[] },
        context: Context,
      ) => {
        allow(context);
        if (args.lines.length > MAX_LOOKUP_LINES) {
          throw invalid({ lines: `At most ${MAX_LOOKUP_LINES} lines.` });
        }
        const numbers = args.lines.map((line) => normaliseArticleNumber(line.articleNumber));
        const { models, priceList } = await scope(context);
        // Another model's part is an unknown article number, as one that does not exist.
        const byNumber = await catalogue.partsByArticleNumber(
          numbers.filter((n) => n.length > 0 && n.length <= 40),
          models,
        );
        return args.lines.map((line, index) => {
          const part = byNumber.get(numbers[index]!);
          return {
            line: index + 1,
            articleNumber: line.articleNumber,
            quantity: line.quantity,
            part: part ? toPart(part, priceList) : null,
            problem: !part
              ? "UNKNOWN_ARTICLE_NUMBER"
              : validQuantity(line.quantity)
                ? null
                : "INVALID_QUANTITY",
          };
        });
      },
      cart: async (_: unknown, __: unknown, context: Context) => {
        allow(context);
        return toCartAnswer(context, await carts.get(context.viewer.sub));
      },
      savedLists: async (_: unknown, __: unknown, context: Context) => {
        allow(context);
        const rows = await carts.savedLists(context.viewer.sub);
        return Promise.all(rows.map((row) => toSavedList(context, row)));
      },
      savedList: async (_: unknown, args: { id: string }, context: Context) => {
        allow(context);
        const row = await carts.savedList(context.viewer.sub, args.id);
        return row ? toSavedList(context, row) : null;
      },
      partsRequests: async (
        _: unknown,
        args: { filter?: RequestFilter | null; first?: number; offset?: number },
        context: Context,
      ) => {
        allow(context);
        const page = await requests.list(context.viewer.organisationId, {
          filter: args.filter ?? null,
          ...pageWindow(args.first, args.offset),
        });
        return { ...page, items: page.items.map(toRequest) };
      },
      partsRequest: async (_: unknown, args: { reference: string }, context: Context) => {
        allow(context);
        const row = await requests.get(context.viewer.organisationId, args.reference);
        return row ? toRequest(row) : null;
      },
    },

    Mutation: {
      addToCart: async (
        _: unknown,
        args: { items: { partId: string; quantity: number }[] },
        context: Context,
      ) => {
        allow(context);
        const byId = await checkedItems(context, args.items, "items");
        const cart = await carts.update(context.viewer.sub, (current) =>
          args.items.reduce(
            (acc, item) => addPart(acc, cartLine(item, byId.get(item.partId)!), item.quantity),
            current,
          ),
        );
        return toCartAnswer(context, cart);
      },
      updateCartQuantity: async (
        _: unknown,
        args: { key: string; quantity: number },
        context: Context,
      ) => {
        allow(context);
        if (args.quantity > MAX_LINE_QUANTITY) {
          throw invalid({ quantity: "Please enter a valid value." });
        }
        const cart = await carts.update(context.viewer.sub, (current) =>
          updatePartQuantity(current, args.key, args.quantity),
        );
        return toCartAnswer(context, cart);
      },
      removeFromCart: async (_: unknown, args: { key: string }, context: Context) => {
        allow(context);
        return toCartAnswer(
          context,
          await carts.update(context.viewer.sub, (current) => removePart(current, args.key)),
        );
      },
      clearCart: async (_: unknown, __: unknown, context: Context) => {
        allow(context);
        return toCartAnswer(context, await carts.update(context.viewer.sub, clearCart));
      },
      saveCart: async (
        _: unknown,
        args: { lines: { key?: string | null; partId: string; quantity: number }[] },
        context: Context,
      ) => {
        allow(context);
        const byId = await checkedItems(context, args.lines, "lines");
        const cart = await carts.update(context.viewer.sub, (current) =>
          args.lines.reduce((acc, line) => {
            const key = line.key && /^[A-Za-z0-9_-]{1,64}$/.test(line.key) ? line.key : undefined;
            return addPart(
              acc,
              cartLine(line, byId.get(line.partId)!),
              line.quantity,
              key ? () => key : undefined,
            );
          }, clearCart(current)),
        );
        return toCartAnswer(context, cart);
      },
      saveCartAsList: async (_: unknown, args: { name: string }, context: Context) => {
        allow(context);
        const parsed = savedListSchema.safeParse({ name: args.name });
        if (!parsed.success) throw invalid(fieldErrors(parsed.error));
        const cart = await carts.get(context.viewer.sub);
        // Lines whose part is gone or of another model (a cart from before the rule) stay behind.
        const byId = await ownedParts(
          context,
          cart.lines.map((line) => line.id),
        );
        const lines = cart.lines.filter((line) => byId.has(line.id));
        if (lines.length === 0) throw invalid({ cart: "The cart is empty." });
        return toSavedList(
          context,
          await carts.saveList(context.viewer.sub, parsed.data.name, lines),
        );
      },
      deleteSavedList: async (_: unknown, args: { id: string }, context: Context) => {
        allow(context);
        return carts.deleteList(context.viewer.sub, args.id);
      },
      addSavedListToCart: async (_: unknown, args: { id: string }, context: Context) => {
        allow(context);
        const list = await carts.savedList(context.viewer.sub, args.id);
        if (!list) throw notFound("Saved list");
        // Parts that left the catalogue since the list was saved, or of another model, are skipped.
        const byId = await ownedParts(
          context,
          list.lines.map((line) => line.id),
        );
        const cart = await carts.update(context.viewer.sub, (current) =>
          list.lines.reduce((acc, line) => {
            const part = byId.get(line.id);
            return part ? addPart(acc, cartLine({ partId: part.id }, part), line.quantity) : acc;
          }, current),
        );
        return toCartAnswer(context, cart);
      },
      createPartsRequest: async (
        _: unknown,
        args: { input: Record<string, unknown> },
        context: Context,
      ) => {
        allow(context);
        const parsed = partsRequestSchema.safeParse(args.input);
        if (!parsed.success) throw invalid(fieldErrors(parsed.error));
        const { viewer } = context;
        const { lines } = await carts.get(viewer.sub);
        if (lines.length === 0) throw invalid({ cart: "The cart is empty." });
        // Only parts of the viewer's models are requested (a line of another model is dropped).
        const [byId, { priceList }] = await Promise.all([
          ownedParts(
            context,
            lines.map((line) => line.id),
          ),
          scope(context),
        ]);
        const requestLines: PartsRequestLine[] = lines.flatMap((line) => {
          const part = byId.get(line.id);
          if (!part) return [];
          const { price, currency } = toPart(part, priceList);
          return [
            {
              partId: part.id,
              articleNumber: part.articleNumber,
              name: part.name,
              quantity: line.quantity,
              unitPrice: price,
              currency,
            },
          ];
        });
        if (requestLines.length === 0) throw invalid({ cart: "The cart is empty." });
        const row = await requests.create({
          type: parsed.data.type as "QUOTE" | "ORDER",
          organisationId: viewer.organisationId,
          requesterId: viewer.sub,
          requesterName: viewer.name,
          customerReference: parsed.data.customerReference ?? null,
          comment: parsed.data.comment ?? null,
          lines: requestLines,
        });
        await carts.update(viewer.sub, clearCart);
        return toRequest(row);
      },
    },

    ProductInformation: {
      machineModel: (item: ProductInfoRow) => ({
        productSlug: item.productSlug,
        model: item.model,
      }),
      owned: async (item: ProductInfoRow, _: unknown, context: Context) =>
        (await scope(context)).models.has(item.productSlug),
      knowledgeArticles: (item: ProductInfoRow) => catalogue.knowledgeArticles(item.id),
      software: async (item: ProductInfoRow) =>
        (await catalogue.softwarePackages(item.id)).map((row) => ({
          ...row,
          releaseDate: String(row.releaseDate),
        })),
      partsList: (item: ProductInfoRow, args: { kind?: PartKind | null }, context: Context) =>
        partsList(context, item.productSlug, args.kind),
      explodedView: (item: ProductInfoRow, _: unknown, context: Context) =>
        explodedView(context, item.productSlug),
    },

    ExplodedView: {
      svg: (view: ExplodedViewAnswer, args: { markers?: boolean | null }) =>
        explodedViewSvg(
          view,
          view.positions.map((p) => ({
            position: p.position,
            x: p.x,
            y: p.y,
            partName: p.part.name,
          })),
          { markers: args.markers ?? true },
        ),
    },
    KnowledgeArticle: {
      // Resolved from the article list when it was read with them.
      topics: async (article: { id: string; productId: string; topics?: unknown[] }) =>
        article.topics ??
        (await catalogue.knowledgeArticles(article.productId, article.id))[0]?.topics ??
        [],
    },

    Machine: {
      explodedView: (machine: { productSlug: string }, _: unknown, context: Context) =>
        context.viewer.areas.includes("productInformation")
          ? explodedView(context, machine.productSlug)
          : null,
      partsList: (
        machine: { productSlug: string },
        args: { kind?: PartKind | null },
        context: Context,
      ) =>
        context.viewer.areas.includes("productInformation")
          ? partsList(context, machine.productSlug, args.kind)
          : null,
    },
  };
}
