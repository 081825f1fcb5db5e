import { describe, expect, it } from "vitest";
import { CLOSE_TICKET_REASONS, canCloseTicket } from "./canCloseTicket.ts";

describe("canCloseTicket", () => {
  it.each([
    [{ status: "Open" }, true],
    [{ status: "In Progress" }, true],
    [{ status: null }, true],
    [{}, true],
    [{ status: "Closed" }, false],
    [{ status: " closed " }, false],
    [{ status: "Cancelled" }, false],
  ])("%j → %s", (ticket, expected) => {
    expect(canCloseTicket(ticket)).toBe(expected);
  });

  it("has the spec's reasons", () => {
    expect(CLOSE_TICKET_REASONS.map((r) => r.label)).toEqual([
      "solved by the product's company",
      "solved without the company",
      "no longer relevant",
    ]);
  });
});
