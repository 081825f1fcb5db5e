import { describe, expect, it } from "vitest";
import { parseCspReport } from "./cspReport";

describe("parseCspReport", () => {
  it("reads report-uri's format", () => {
    const result = parseCspReport(
      JSON.stringify({
        "csp-report": {
          "document-uri": "http://localhost/en",
          "blocked-uri": "inline",
          "violated-directive": "script-src-elem",
          "line-number": 3,
        },
      }),
    );
    expect(result).toEqual({
      violations: [
        expect.objectContaining({ blockedUrl: "inline", directive: "script-src-elem", line: "3" }),
      ],
    });
  });

  it("reads the Reporting API's list and keeps only CSP violations", () => {
    const result = parseCspReport(
      JSON.stringify([
        {
          type: "csp-violation",
          body: { documentURL: "http://x/", effectiveDirective: "img-src" },
        },
        { type: "deprecation", body: {} },
      ]),
    );
    expect("violations" in result && result.violations).toHaveLength(1);
  });

  it("cuts long fields, so a report cannot fill the log", () => {
    const result = parseCspReport(
      JSON.stringify({ "csp-report": { "blocked-uri": "x".repeat(5000) } }),
    );
    expect("violations" in result && result.violations[0]?.blockedUrl).toHaveLength(300);
  });

  it("refuses anything else with a message", () => {
    expect(parseCspReport("{")).toEqual({ error: "The report is not JSON." });
    expect(parseCspReport('{"a":1}')).toHaveProperty("error");
  });
});
