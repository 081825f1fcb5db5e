import { describe, expect, it } from "vitest";
import { closeTicketSchema } from "./closeTicketSchema.ts";
import { fieldErrors } from "./fieldErrors.ts";
import { newTicketSchema } from "./newTicketSchema.ts";
import { ticketCommentSchema } from "./ticketCommentSchema.ts";

const ticket = {
  location: "acc-1",
  ticketType: "repair",
  machine: "m-1",
  subject: "Blade",
  description: "Broken",
};

describe("newTicketSchema", () => {
  it("accepts a valid ticket without optional fields", () => {
    expect(newTicketSchema.parse(ticket)).toEqual({
      ...ticket,
      machineName: undefined,
      serialNumber: undefined,
    });
  });

  it("reports every missing field", () => {
    expect(fieldErrors(newTicketSchema.safeParse({ machineName: "x" }).error!)).toEqual({
      location: "Please select a location",
      ticketType: "Please select a ticket type",
      machine: "Please select a machine concerned",
      subject: "Please enter the subject",
      description: "Please enter the description",
    });
  });
});

describe("ticketCommentSchema", () => {
  it.each([
    [{ comment: "Thanks" }, true],
    [{ comment: " " }, false],
    [{}, false],
  ])("%j → %s", (input, ok) => {
    const result = ticketCommentSchema.safeParse(input);
    expect(result.success).toBe(ok);
    if (!ok) expect(fieldErrors(result.error!)).toEqual({ comment: "Please enter a comment" });
  });
});

describe("closeTicketSchema", () => {
  it.each([
    [{ reason: "solvedByCompany" }, true],
    [{ reason: "solvedWithoutCompany", comment: "ok" }, true],
    [{ reason: "noLongerRelevant", comment: "" }, true],
    [{ reason: "bored" }, false],
    [{}, false],
  ])("%j → %s", (input, ok) => {
    const result = closeTicketSchema.safeParse(input);
    expect(result.success).toBe(ok);
    if (!ok) expect(fieldErrors(result.error!)).toEqual({ reason: "Please enter a valid value." });
  });
});

describe("ticket text limits", () => {
  it("refuses an over-long description and a marked-up subject, with their messages", () => {
    const result = newTicketSchema.safeParse({
      ...ticket,
      subject: "<img src=x onerror=alert(1)>",
      description: "x".repeat(200_000),
    });
    expect(fieldErrors(result.error!)).toEqual({
      subject: "Please enter a valid value.",
      description: "Please enter a shorter text.",
    });
  });

  it("keeps a subject that merely mentions angle brackets", () => {
    expect(newTicketSchema.safeParse({ ...ticket, subject: "Force < 5 kN > limit" }).success).toBe(
      true,
    );
  });

  it("bounds comments", () => {
    expect(ticketCommentSchema.safeParse({ comment: "x".repeat(20_001) }).success).toBe(false);
    expect(
      closeTicketSchema.safeParse({ reason: "noLongerRelevant", comment: "x".repeat(20_001) })
        .success,
    ).toBe(false);
  });
});
