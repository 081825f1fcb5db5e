import Papa from "papaparse";

/** The most lines one quick order takes (the SIS answers at most 500 per call). */
export const QUICK_ORDER_MAX_LINES = 500;

/** A quick-order line to look up: its line number in what the user gave, article number and quantity. */
export interface QuickOrderLine {
  line: number;
  articleNumber: string;
  quantity: number;
}

/** A line that cannot be looked up: its number, what it held and why. */
export interface QuickOrderProblem {
  line: number;
  articleNumber: string;
  problem: "INVALID_QUANTITY" | "MISSING_ARTICLE_NUMBER" | "TOO_MANY_LINES";
}

const DIGITS = /^\d+$/;

/** The separators a line may use, in the order one is looked for (the help names the first three). */
const DELIMITERS = [";", "\t", ",", "|"];

/**
 * Reads pasted or uploaded CSV of article numbers and quantities (comma, semicolon or tab
 * separated, each line with its own; the quantity may be left out for 1). Blank lines are skipped but keep their line
 * numbers, so a problem points at the line the user sees; a first line of column titles is
 * skipped; a quantity that is no whole number is a problem of its line (the SIS checks the range).
 *
 * @example
 * parseQuickOrder("1003026;2\n\nABC\n1003055;x");
 * // => lines [{ line: 1, articleNumber: "1003026", quantity: 2 }, { line: 3, articleNumber: "ABC", quantity: 1 }],
 * //    problems [{ line: 4, articleNumber: "1003055", problem: "INVALID_QUANTITY" }]
 */
export function parseQuickOrder(csv: string): {
  lines: QuickOrderLine[];
  problems: QuickOrderProblem[];
} {
  // Each line is read on its own with the separator it holds, so a paste may mix them (issue 42:
  // "1003071;2" then "1006038,1"). Papa's own guess needs most lines to hold one delimiter, and a
  // line with no quantity holds none; Papa still reads each line's quoted cells.
  const rows = csv.split(/\r\n?|\n/).map((text) => {
    const delimiter = DELIMITERS.find((d) => text.includes(d)) ?? ",";
    return Papa.parse<string[]>(text, { delimiter }).data[0] ?? [];
  });
  const lines: QuickOrderLine[] = [];
  const problems: QuickOrderProblem[] = [];
  let seen = 0;
  rows.forEach((row, index) => {
    const line = index + 1;
    const [first = "", second = ""] = row.map((cell) => cell.trim());
    const articleNumber = first.replace(/\s+/g, "");
    const quantityText = second.replace(/\s/g, "");
    if (!articleNumber && !quantityText) return;
    // Column titles: words where the first data line has an article number and a quantity.
    if (seen === 0 && !/\d/.test(articleNumber) && quantityText && !DIGITS.test(quantityText)) {
      seen += 1;
      return;
    }
    seen += 1;
    if (lines.length + problems.length >= QUICK_ORDER_MAX_LINES) {
      problems.push({ line, articleNumber, problem: "TOO_MANY_LINES" });
      return;
    }
    if (!articleNumber) {
      problems.push({ line, articleNumber, problem: "MISSING_ARTICLE_NUMBER" });
    } else if (quantityText && !(DIGITS.test(quantityText) && quantityText.length <= 6)) {
      problems.push({ line, articleNumber, problem: "INVALID_QUANTITY" });
    } else {
      lines.push({ line, articleNumber, quantity: quantityText ? Number(quantityText) : 1 });
    }
  });
  return { lines, problems };
}
