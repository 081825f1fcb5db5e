import { describe, expect, it } from "vitest";
import { parseQuickOrder, QUICK_ORDER_MAX_LINES } from "./parseQuickOrder";

describe("parseQuickOrder", () => {
  it("reads article numbers and quantities, keeping line numbers across blank lines", () => {
    expect(parseQuickOrder("1003026;2\n\n1003055\n9999999;1\n")).toEqual({
      lines: [
        { line: 1, articleNumber: "1003026", quantity: 2 },
        { line: 3, articleNumber: "1003055", quantity: 1 },
        { line: 4, articleNumber: "9999999", quantity: 1 },
      ],
      problems: [],
    });
  });

  it("takes commas, tabs and Windows line ends, and skips a line of column titles", () => {
    expect(parseQuickOrder("Article number,Quantity\r\n1003026,3\r\n1003097,1").lines).toEqual([
      { line: 2, articleNumber: "1003026", quantity: 3 },
      { line: 3, articleNumber: "1003097", quantity: 1 },
    ]);
    expect(parseQuickOrder("1003026\t4").lines).toEqual([
      { line: 1, articleNumber: "1003026", quantity: 4 },
    ]);
  });

  it("reads each line on its own, so one paste may mix comma, semicolon and tab (issue 42)", () => {
    expect(parseQuickOrder("1003071;2\n1006038,1\n1003026\t3\n1003055").lines).toEqual([
      { line: 1, articleNumber: "1003071", quantity: 2 },
      { line: 2, articleNumber: "1006038", quantity: 1 },
      { line: 3, articleNumber: "1003026", quantity: 3 },
      { line: 4, articleNumber: "1003055", quantity: 1 },
    ]);
    // Quoted cells, as a spreadsheet exports them, still read.
    expect(parseQuickOrder('"1003071";"2"\n"1006038",1').lines).toEqual([
      { line: 1, articleNumber: "1003071", quantity: 2 },
      { line: 2, articleNumber: "1006038", quantity: 1 },
    ]);
  });

  it("reports a quantity that is no whole number and a line without article number", () => {
    expect(parseQuickOrder("1003026;x\n;2\n1003055;1.5").problems).toEqual([
      { line: 1, articleNumber: "1003026", problem: "INVALID_QUANTITY" },
      { line: 2, articleNumber: "", problem: "MISSING_ARTICLE_NUMBER" },
      { line: 3, articleNumber: "1003055", problem: "INVALID_QUANTITY" },
    ]);
  });

  it("reports the lines beyond the limit", () => {
    const csv = Array.from({ length: QUICK_ORDER_MAX_LINES + 2 }, () => "1003026;1").join("\n");
    const { lines, problems } = parseQuickOrder(csv);
    expect(lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(problems.map((p) => p.line)).toEqual([501, 502]);
  });
});
