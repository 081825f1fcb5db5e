import { print } from "graphql";
import { describe, expect, it } from "vitest";
import {
  CloseTicketDocument,
  CommentTicketDocument,
  CreateTicketDocument,
  TicketListDocument,
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
