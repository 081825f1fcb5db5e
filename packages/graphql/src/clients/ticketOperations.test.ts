import { print } from "graphql";
import { describe, expect, it } from "vitest";
import {
  AddToCartDocument,
  CloseTicketDocument,
  CommentTicketDocument,
  CreatePartsRequestDocument,
  CreateTicketDocument,
  PartsByArticleNumbersDocument,
  SaveCartAsListDocument,
  TicketListDocument,
  UpdateCartQuantityDocument,
} from "../generated/sis/graphql";
import {
  isAllowedTicketOperation,
  ticketOperation,
  ticketOperationErrors,
} from "./ticketOperations";

describe("ticketOperation", () => {
  it("identifies the ticket documents as graphql-request prints them", () => {
    expect(ticketOperation(print(TicketListDocument))?.name).toBe("TicketList");
    expect(isAllowedTicketOperation(print(CreateTicketDocument))).toBe(true);
  });

  it.each([
    ["another query", "{ tickets { total } }"],
    ["a changed document", `${print(TicketListDocument)} `],
    ["no query", undefined],
  ])("refuses %s", (_case, query) => {
    expect(isAllowedTicketOperation(query)).toBe(false);
  });
});

describe("ticketOperationErrors", () => {
  it("validates a new ticket whatever operationName the client claims", () => {
    expect(
      ticketOperationErrors(print(CreateTicketDocument), { input: { subject: "<b>x</b>" } }),
    ).toEqual({
      location: "Please select a location",
      ticketType: "Please select a ticket type",
      machine: "Please select a machine concerned",
      subject: "Please enter a valid value.",
      description: "Please enter the description",
    });
  });

  it("validates comments and closing", () => {
    expect(
      ticketOperationErrors(print(CommentTicketDocument), { id: "T-2026-000001", text: " " }),
    ).toEqual({
      comment: "Please enter a comment",
    });
    expect(
      ticketOperationErrors(print(CloseTicketDocument), {
        id: "T-2026-000001",
        reason: "NO_LONGER_RELEVANT",
      }),
    ).toBeNull();
    expect(
      ticketOperationErrors(print(CloseTicketDocument), { id: "T-2026-000001", reason: "BECAUSE" }),
    ).toEqual({ reason: "Please enter a valid value." });
  });

  it("lets queries through without variables rules", () => {
    expect(ticketOperationErrors(print(TicketListDocument), {})).toBeNull();
  });
});

describe("parts operations", () => {
  it("are allowed, each identified from its document", () => {
    expect(ticketOperation(print(AddToCartDocument))?.name).toBe("AddToCart");
    expect(ticketOperation(print(PartsByArticleNumbersDocument))?.name).toBe(
      "PartsByArticleNumbers",
    );
  });

  it("validates cart lines: part ids, whole quantities from 1 to 9999, at most 500 lines", () => {
    expect(
      ticketOperationErrors(print(AddToCartDocument), {
        items: [{ partId: "part-kappa-330-07", quantity: 2 }],
      }),
    ).toBeNull();
    expect(
      ticketOperationErrors(print(AddToCartDocument), {
        items: [
          { partId: "<x>", quantity: 1 },
          { partId: "part-1", quantity: 0.5 },
        ],
      }),
    ).toEqual({
      "items.0.partId": "Please enter a valid value.",
      "items.1.quantity": "Please enter a valid value.",
    });
    const many = Array.from({ length: 501 }, () => ({ partId: "p", quantity: 1 }));
    expect(ticketOperationErrors(print(AddToCartDocument), { items: many })).toEqual({
      items: "Please enter a valid value.",
    });
    expect(
      ticketOperationErrors(print(UpdateCartQuantityDocument), { key: "k-1", quantity: 0 }),
    ).toBeNull();
  });

  it("validates saved-list names and requests with the domain's schemas", () => {
    expect(ticketOperationErrors(print(SaveCartAsListDocument), { name: " " })).toEqual({
      name: "Please enter a valid value.",
    });
    expect(
      ticketOperationErrors(print(CreatePartsRequestDocument), {
        input: { type: "QUOTE", customerReference: "PO-1" },
      }),
    ).toBeNull();
    expect(
      ticketOperationErrors(print(CreatePartsRequestDocument), { input: { type: "GIFT" } }),
    ).toEqual({ type: "Please enter a valid value." });
  });
});
