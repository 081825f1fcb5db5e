import { z } from "zod";

/** The longest text kept of any report field: a report is evidence, not storage. */
const MAX_FIELD = 300;

const text = z
  .unknown()
  .optional()
  .transform((value) =>
    typeof value === "string" || typeof value === "number" ? String(value).slice(0, MAX_FIELD) : "",
  );

/** `report-uri`'s body (`application/csp-report`): `{ "csp-report": { "document-uri": … } }`. */
const legacyReport = z.object({
  "csp-report": z.looseObject({
    "document-uri": text,
    "blocked-uri": text,
    "violated-directive": text,
    "effective-directive": text,
    "source-file": text,
    "line-number": text,
    disposition: text,
  }),
});

/** The Reporting API's body (`application/reports+json`): a list of typed reports. */
const reportingApiReports = z
  .array(
    z.looseObject({
      type: z.string(),
      body: z.looseObject({
        documentURL: text,
        blockedURL: text,
        effectiveDirective: text,
        sourceFile: text,
        lineNumber: text,
        disposition: text,
      }),
    }),
  )
  .max(100);

/** One violation as it is logged. */
export interface CspViolation {
  documentUrl: string;
  blockedUrl: string;
  directive: string;
  sourceFile: string;
  line: string;
  disposition: string;
}

/**
 * The violations in a report body of either format, or an error message for
 * a body that is neither (the endpoint answers it with 400).
 *
 * @example parseCspReport('{"csp-report":{"blocked-uri":"inline"}}') // { violations: [ … ] }
 */
export function parseCspReport(body: string): { violations: CspViolation[] } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { error: "The report is not JSON." };
  }
  const legacy = legacyReport.safeParse(json);
  if (legacy.success) {
    const r = legacy.data["csp-report"];
    return {
      violations: [
        {
          documentUrl: r["document-uri"],
          blockedUrl: r["blocked-uri"],
          directive: r["effective-directive"] || r["violated-directive"],
          sourceFile: r["source-file"],
          line: r["line-number"],
          disposition: r.disposition,
        },
      ],
    };
  }
  const reports = reportingApiReports.safeParse(json);
  if (reports.success) {
    return {
      violations: reports.data
        .filter((report) => report.type === "csp-violation")
        .map(({ body: r }) => ({
          documentUrl: r.documentURL,
          blockedUrl: r.blockedURL,
          directive: r.effectiveDirective,
          sourceFile: r.sourceFile,
          line: r.lineNumber,
          disposition: r.disposition,
        })),
    };
  }
  return { error: "The report is neither a CSP report nor a list of reports." };
}
