import { closeTicketSchema, fieldErrors, newTicketSchema, ticketCommentSchema } from "@wire/domain";
import { type DocumentNode, getOperationAST, print } from "graphql";
import {
  AttachUploadDocument,
  CloseTicketDocument,
  CommentTicketDocument,
  CreateTicketDocument,
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationsDocument,
  TicketDetailDocument,
  TicketListDocument,
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
