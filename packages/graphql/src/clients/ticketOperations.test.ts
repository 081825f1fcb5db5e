import { print } from "graphql";
import { describe, expect, it } from "vitest";
import { TicketsDocument } from "../generated/sis/graphql";
import { isAllowedTicketOperation } from "./ticketOperations";

describe("isAllowedTicketOperation", () => {
  it("allows the ticket documents as graphql-request prints them", () => {
    expect(isAllowedTicketOperation(print(TicketsDocument))).toBe(true);
  });

  it.each([
    ["another query", "{ tickets { id subject } }"],
    ["a changed document", `${print(TicketsDocument)} `],
    ["no query", undefined],
  ])("refuses %s", (_case, query) => {
    expect(isAllowedTicketOperation(query)).toBe(false);
  });
});
