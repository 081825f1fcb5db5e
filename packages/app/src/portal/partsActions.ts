"use server";

import { fieldErrors, partsRequestSchema, savedListSchema } from "@wire/domain";
import { sisRefusal } from "@wire/graphql";
import { currentSession } from "../auth/session";
import { sisClient } from "../data/sis";
import { localeOrEnglish } from "../forms/formText";
import { logger } from "../http/logger";
import { languageOf } from "../i18n/languageOf";
import { serverTranslator } from "../i18n/serverTranslator";
import { translateErrors } from "../i18n/translateMessage";
import { parseQuickOrder, type QuickOrderProblem } from "./parseQuickOrder";
import {
  type CartView,
  cartView,
  type PartTexts,
  type SavedListView,
  savedListViews,
} from "./partPresentation";
import { readerDisplayLocale } from "./readerDisplayLocale";

/** What a cart action answers: the server's cart as the page shows it, or a message why not. */
export type CartActionResult =
  | { ok: true; cart: CartView; message?: string }
  | { ok: false; message: string; errors?: Record<string, string> };

/** A quick order's result: the cart, how many lines were added and each line that was not. */
export type QuickOrderResult =
  | {
      ok: true;
      cart: CartView;
      added: string;
      problemsTitle: string;
      problems: { line: number; message: string }[];
    }
  | { ok: false; message: string };

const ID = /^[A-Za-z0-9_-]{1,80}$/;

/** The action's context: translator, language and the signed-in user's SIS client (none without a session). */
async function partsContext(locale: string) {
  const language = languageOf(localeOrEnglish(locale)) ?? "en";
  const t = serverTranslator(language);
  const session = await currentSession();
  const texts: PartTexts = { t, language, displayLocale: readerDisplayLocale(session, language) };
  return { texts, t, sis: session ? sisClient(session) : null };
}

/** The message for a refused or failed SIS call (spec §8: an apology, never a raw error). */
function failed(error: unknown, t: PartTexts["t"], what: string): { ok: false; message: string } {
  const refusal = sisRefusal(error);
  if (refusal?.code === "FORBIDDEN") return { ok: false, message: t("partsCart.forbidden") };
  if (refusal?.code === "NOT_FOUND") return { ok: false, message: t("partsCart.notFound") };
  logger.error(`[parts] ${what} failed: ${(error as Error).message}`);
  return { ok: false, message: t("partsCart.failure") };
}

/** Adds a part to the user's cart on the server (the same part raises its quantity, spec §4). */
export async function addPartToCart(
  locale: string,
  partId: string,
  quantity = 1,
): Promise<CartActionResult> {
  const { texts, t, sis } = await partsContext(locale);
  if (!sis || !ID.test(partId) || !Number.isInteger(quantity) || quantity < 1) {
    return { ok: false, message: t("partsCart.failure") };
  }
  try {
    return { ok: true, cart: cartView(texts, await sis.addToCart([{ partId, quantity }])) };
  } catch (error) {
    return failed(error, t, "add to cart");
  }
}

/** Sets a line's quantity (zero or less removes it, spec §4). */
export async function changeCartQuantity(
  locale: string,
  key: string,
  quantity: number,
): Promise<CartActionResult> {
  const { texts, t, sis } = await partsContext(locale);
  if (!sis || !ID.test(key) || !Number.isInteger(quantity)) {
    return { ok: false, message: t("partsCart.failure") };
  }
  try {
    return { ok: true, cart: cartView(texts, await sis.updateCartQuantity(key, quantity)) };
  } catch (error) {
    return failed(error, t, "update quantity");
  }
}

/** Removes one line from the cart. */
export async function removeCartLine(locale: string, key: string): Promise<CartActionResult> {
  const { texts, t, sis } = await partsContext(locale);
  if (!sis || !ID.test(key)) return { ok: false, message: t("partsCart.failure") };
  try {
    return { ok: true, cart: cartView(texts, await sis.removeFromCart(key)) };
  } catch (error) {
    return failed(error, t, "remove from cart");
  }
}

/** Empties the cart. */
export async function clearPartsCart(locale: string): Promise<CartActionResult> {
  const { texts, t, sis } = await partsContext(locale);
  if (!sis) return { ok: false, message: t("partsCart.failure") };
  try {
    return { ok: true, cart: cartView(texts, await sis.clearCart()) };
  } catch (error) {
    return failed(error, t, "clear cart");
  }
}

/** The sentence for a line that was not added. */
function problemMessage(
  t: PartTexts["t"],
  line: number,
  articleNumber: string,
  problem: QuickOrderProblem["problem"] | "UNKNOWN_ARTICLE_NUMBER",
) {
  const key = {
    UNKNOWN_ARTICLE_NUMBER: "unknownArticle",
    INVALID_QUANTITY: "invalidQuantity",
    MISSING_ARTICLE_NUMBER: "missingArticle",
    TOO_MANY_LINES: "tooManyLines",
  }[problem];
  return {
    line,
    message: t(`partsCart.quickOrder.problems.${key}` as never, { line, articleNumber } as never),
  };
}

/**
 * Quick order: looks up each line's article number, adds every valid line to the cart and
 * reports each other line with its number (unknown article number, invalid quantity).
 */
export async function quickOrder(locale: string, csv: string): Promise<QuickOrderResult> {
  const { texts, t, sis } = await partsContext(locale);
  if (!sis) return { ok: false, message: t("partsCart.failure") };
  const parsed = parseQuickOrder(csv.slice(0, 200_000));
  const problems = parsed.problems.map((p) =>
    problemMessage(t, p.line, p.articleNumber, p.problem),
  );
  try {
    const answers =
      parsed.lines.length > 0
        ? await sis.partsByArticleNumbers(
            parsed.lines.map(({ articleNumber, quantity }) => ({ articleNumber, quantity })),
          )
        : [];
    const items: { partId: string; quantity: number }[] = [];
    answers.forEach((answer, index) => {
      const line = parsed.lines[index]!;
      if (answer.part && !answer.problem) {
        items.push({ partId: answer.part.id, quantity: line.quantity });
      } else {
        problems.push(
          problemMessage(
            t,
            line.line,
            line.articleNumber,
            answer.problem ?? "UNKNOWN_ARTICLE_NUMBER",
          ),
        );
      }
    });
    const cart = items.length > 0 ? await sis.addToCart(items) : await sis.cart();
    return {
      ok: true,
      cart: cartView(texts, cart),
      added: t("partsCart.quickOrder.added", { count: items.length }),
      problemsTitle: t("partsCart.quickOrder.problemsTitle", { count: problems.length }),
      problems: problems.sort((a, b) => a.line - b.line),
    };
  } catch (error) {
    return failed(error, t, "quick order");
  }
}

/** What the saved-lists panel answers: the lists, and the cart when it changed. */
export type SavedListsResult =
  | { ok: true; lists: SavedListView[]; cart?: CartView; message: string }
  | { ok: false; message: string; errors?: Record<string, string> };

/** Saves the cart under a name (1–80 characters, plain text). */
export async function saveCartAsList(locale: string, name: string): Promise<SavedListsResult> {
  const { texts, t, sis } = await partsContext(locale);
  const parsed = savedListSchema.safeParse({ name });
  if (!parsed.success) {
    const errors = translateErrors(fieldErrors(parsed.error), t);
    return { ok: false, message: errors.name ?? t("partsCart.failure"), errors };
  }
  if (!sis) return { ok: false, message: t("partsCart.failure") };
  try {
    await sis.saveCartAsList(parsed.data.name);
    return {
      ok: true,
      lists: savedListViews(texts, await sis.savedLists()),
      message: t("partsCart.savedLists.saved", { name: parsed.data.name }),
    };
  } catch (error) {
    return failed(error, t, "save list");
  }
}

/** Adds a saved list's parts to the cart. */
export async function addSavedListToCart(locale: string, id: string): Promise<SavedListsResult> {
  const { texts, t, sis } = await partsContext(locale);
  if (!sis || !ID.test(id)) return { ok: false, message: t("partsCart.failure") };
  try {
    const cart = cartView(texts, await sis.addSavedListToCart(id));
    return {
      ok: true,
      cart,
      lists: savedListViews(texts, await sis.savedLists()),
      message: t("partsCart.savedLists.addedToCart"),
    };
  } catch (error) {
    return failed(error, t, "add list to cart");
  }
}

/** Deletes a saved list. */
export async function deleteSavedList(locale: string, id: string): Promise<SavedListsResult> {
  const { texts, t, sis } = await partsContext(locale);
  if (!sis || !ID.test(id)) return { ok: false, message: t("partsCart.failure") };
  try {
    await sis.deleteSavedList(id);
    return {
      ok: true,
      lists: savedListViews(texts, await sis.savedLists()),
      message: t("partsCart.savedLists.deleted"),
    };
  } catch (error) {
    return failed(error, t, "delete list");
  }
}

/** What the request form answers: the new request's reference, or field messages. */
export type PartsRequestResult =
  | { ok: true; reference: string; message: string; cart: CartView }
  | { ok: false; message: string; errors?: Record<string, string> };

/** Turns the cart into a quote or order request (the SIS empties the cart and answers its reference). */
export async function requestParts(
  locale: string,
  values: { type: string; customerReference: string; comment: string },
): Promise<PartsRequestResult> {
  const { texts, t, sis } = await partsContext(locale);
  const parsed = partsRequestSchema.safeParse(values);
  if (!parsed.success) {
    return {
      ok: false,
      message: t("partsCart.request.invalid"),
      errors: translateErrors(fieldErrors(parsed.error), t),
    };
  }
  if (!sis) return { ok: false, message: t("partsCart.failure") };
  try {
    const request = await sis.createPartsRequest({
      type: parsed.data.type as "QUOTE" | "ORDER",
      ...(parsed.data.customerReference
        ? { customerReference: parsed.data.customerReference }
        : {}),
      ...(parsed.data.comment ? { comment: parsed.data.comment } : {}),
    });
    return {
      ok: true,
      reference: request.reference,
      message: t(
        parsed.data.type === "QUOTE"
          ? "partsCart.request.quoteSent"
          : "partsCart.request.orderSent",
        { reference: request.reference },
      ),
      cart: cartView(texts, await sis.cart()),
    };
  } catch (error) {
    const refusal = sisRefusal(error);
    if (refusal?.code === "BAD_USER_INPUT") {
      return {
        ok: false,
        message: t("partsCart.request.invalid"),
        errors: translateErrors(refusal.fields, t),
      };
    }
    return failed(error, t, "parts request");
  }
}
