import { NextResponse } from "next/server";
import { parseCspReport } from "../../../http/cspReport";
import { readLimitedBody } from "../../../http/readLimitedBody";
import { clientKey, consumeRateLimit, tooManyRequests } from "../../../sharedState/rateLimit";

/** A browser's report is a few hundred bytes; a batch of the Reporting API a few kilobytes. */
const MAX_REPORT_BYTES = 16 * 1024;

const REPORT_TYPES = ["application/csp-report", "application/reports+json", "application/json"];

const error = (message: string, status: number) =>
  NextResponse.json({ error: message }, { status, headers: { "cache-control": "no-store" } });

/**
 * `POST /api/csp-report` (issue 20): browsers report Content-Security-Policy
 * violations here (`report-uri` and `report-to`). Each is logged as one JSON
 * line; a client is limited to 60 reports a minute, bodies to 16 KB.
 */
export async function POST(request: Request) {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!REPORT_TYPES.includes(type)) {
    return error(`The report must be sent as ${REPORT_TYPES.join(" or ")}.`, 415);
  }
  const limit = await consumeRateLimit("cspReports", clientKey(request));
  if (!limit.allowed) return tooManyRequests(limit.retryAfterS);
  const body = await readLimitedBody(request, MAX_REPORT_BYTES);
  if (body === null) return error("The report is larger than 16 KB.", 413);
  const parsed = parseCspReport(body);
  if ("error" in parsed) return error(parsed.error, 400);
  for (const violation of parsed.violations) {
    // JSON-encoded, so a report's text cannot forge a log line.
    console.warn(JSON.stringify({ msg: "csp violation", ...violation }));
  }
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}
