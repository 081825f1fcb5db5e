import {
  closeTicketSchema,
  fieldErrors,
  newTicketSchema,
  partsRequestSchema,
  savedListSchema,
  ticketCommentSchema,
} from "@wire/domain";
import { type DocumentNode, getOperationAST, print } from "graphql";
import {
  AddSavedListToCartDocument,
  AddToCartDocument,
  AttachUploadDocument,
  CartDocument,
  ClearCartDocument,
  CloseTicketDocument,
  CommentTicketDocument,
  CreatePartsRequestDocument,
  CreateTicketDocument,
  DeleteSavedListDocument,
  ExplodedViewDocument,
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationsDocument,
  PartDetailDocument,
  PartsByArticleNumbersDocument,
  PartsListDocument,
  PartsRequestListDocument,
  RemoveFromCartDocument,
  SaveCartAsListDocument,
  SaveCartDocument,
  SavedListDocument,
  SavedListsDocument,
  TicketDetailDocument,
  TicketListDocument,
  UpdateCartQuantityDocument,
} from "../generated/sis/graphql";

type Variables = Record<string, unknown> | undefined;
type Validate = (variables: Variables) => Record<string, string> | null;

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
const CLOSE_REASONS: Record<string, string> = {
  SOLVED_BY_COMPANY: "solvedByCompany",
  SOLVED_WITHOUT_COMPANY: "solvedWithoutCompany",
  NO_LONGER_RELEVANT: "noLongerRelevant",
};
const ids =
  (...names: string[]): Validate =>
  (variables) => {
    const wrong = names.filter(
      (name) => !/^[A-Za-z0-9-]{1,80}$/.test(text(variables?.[name]) ?? ""),
    );
    return wrong.length
      ? Object.fromEntries(wrong.map((name) => [name, "Please enter a valid value."]))
      : null;
  };

/** The most lines a cart change or quick-order look-up carries (the SIS's limit too). */
const MAX_LINES = 500;
const ID = /^[A-Za-z0-9_-]{1,80}$/;
const INVALID = "Please enter a valid value.";
const quantityOk = (value: unknown, min: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= 9999;

/**
 * Cart lines (`items` of addToCart, `lines` of saveCart): at most 500, each a part id and a
 * whole quantity from 1 to 9999, and an optional key.
 */
const cartLines =
  (name: string): Validate =>
  (variables) => {
    const list = variables?.[name];
    if (!Array.isArray(list) || list.length > MAX_LINES) return { [name]: INVALID };
    const errors: Record<string, string> = {};
    list.forEach((line: Record<string, unknown> | null, index) => {
      if (!ID.test(text(line?.partId) ?? "")) errors[`${name}.${index}.partId`] = INVALID;
      if (!quantityOk(line?.quantity ?? 1, 1)) errors[`${name}.${index}.quantity`] = INVALID;
      if (line?.key != null && !ID.test(text(line.key) ?? ""))
        errors[`${name}.${index}.key`] = INVALID;
    });
    return Object.keys(errors).length ? errors : null;
  };

/**
 * The operations the browser may send through the tickets proxy, each with the domain rule its
 * variables must pass: queries need none, every mutation is validated before it reaches the SIS.
 */
const OPERATIONS: [DocumentNode, Validate | null][] = [
  [TicketListDocument, null],
  [TicketDetailDocument, null],
  [NotificationsDocument, null],
  [CreateTicketDocument, (v) => errorsOf(newTicketSchema.safeParse(v?.input))],
  [
    CommentTicketDocument,
    (v) => ids("id")(v) ?? errorsOf(ticketCommentSchema.safeParse({ comment: v?.text })),
  ],
  [
    CloseTicketDocument,
    (v) =>
      ids("id")(v) ??
      errorsOf(
        closeTicketSchema.safeParse({
          reason: CLOSE_REASONS[text(v?.reason) ?? ""],
          comment: v?.comment ?? undefined,
        }),
      ),
  ],
  [AttachUploadDocument, ids("ticketId", "uploadId")],
  [MarkNotificationReadDocument, ids("id")],
  [MarkAllNotificationsReadDocument, () => null],
  // Parts finder, quick order, parts cart, saved lists and requests (issue 16).
  [ExplodedViewDocument, null],
  [PartsListDocument, null],
  [PartDetailDocument, null],
  [
    PartsByArticleNumbersDocument,
    (v) => (Array.isArray(v?.lines) && v.lines.length <= MAX_LINES ? null : { lines: INVALID }),
  ],
  [CartDocument, null],
  [SavedListsDocument, null],
  [SavedListDocument, null],
  [PartsRequestListDocument, null],
  [AddToCartDocument, cartLines("items")],
  [SaveCartDocument, cartLines("lines")],
  [
    UpdateCartQuantityDocument,
    (v) => ids("key")(v) ?? (Number.isInteger(v?.quantity) ? null : { quantity: INVALID }),
  ],
  [RemoveFromCartDocument, ids("key")],
  [ClearCartDocument, () => null],
  [SaveCartAsListDocument, (v) => errorsOf(savedListSchema.safeParse({ name: v?.name }))],
  [DeleteSavedListDocument, ids("id")],
  [AddSavedListToCartDocument, ids("id")],
  [CreatePartsRequestDocument, (v) => errorsOf(partsRequestSchema.safeParse(v?.input))],
];

const ALLOWED = new Map(
  OPERATIONS.map(([document, validate]) => [
    print(document),
    { name: getOperationAST(document)!.name!.value, validate },
  ]),
);

/**
 * The allowed operation a request's `query` is, identified from the document itself (compared
 * as printed text), never from the `operationName` the client sends; null for anything else.
 */
export function ticketOperation(query: unknown) {
  return typeof query === "string" ? (ALLOWED.get(query) ?? null) : null;
}

/** Whether a GraphQL request body names one of the ticket operations, exactly. */
export function isAllowedTicketOperation(query: unknown): query is string {
  return ticketOperation(query) !== null;
}

/** The field messages that refuse an operation's variables, or null when they pass. */
export function ticketOperationErrors(query: string, variables: Variables) {
  return ticketOperation(query)?.validate?.(variables) ?? null;
}
