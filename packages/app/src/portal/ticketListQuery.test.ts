import { describe, expect, it } from "vitest";
import { parseTicketListQuery, ticketFilter, ticketListSearch } from "./ticketListQuery";

describe("ticket list query", () => {
  it("reads the URL and writes it back without defaults", () => {
    const query = parseTicketListQuery({ q: " 4211 ", status: "open", sort: "STATUS", page: "3" });
    expect(query).toEqual({
      q: "4211",
      status: "open",
      type: "",
      machine: "",
      location: "",
      sort: "STATUS",
      page: 3,
    });
    expect(ticketListSearch(query)).toBe("?q=4211&status=open&sort=STATUS&page=3");
    expect(ticketFilter(query)).toEqual({
      search: "4211",
      status: ["NEW", "IN_PROGRESS", "WAITING_FOR_CUSTOMER"],
    });
  });

  it("falls back to defaults for malformed values", () => {
    const query = parseTicketListQuery({
      status: "DELETED",
      type: ["BREAKDOWN", "x"],
      machine: "'; drop table",
      sort: "random",
      page: "-4",
    });
    expect(query).toMatchObject({
      status: "",
      type: "BREAKDOWN",
      machine: "",
      sort: "CREATED_DESC",
      page: 1,
    });
    expect(ticketListSearch(query)).toBe("?type=BREAKDOWN");
  });
});
