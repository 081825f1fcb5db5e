import { RUNNING_BUILD_ID } from "../../../runtime/buildId";

/** Asked per request, never kept: an instance answers the build it runs. */
export const dynamic = "force-dynamic";

/**
 * `GET /builds/latest.json?t=…` (spec §7): the build this instance runs. Open pages poll it and
 * load the whole document on their next navigation once it names another build than theirs.
 */
export function GET() {
  return Response.json({ id: RUNNING_BUILD_ID }, { headers: { "cache-control": "no-store" } });
}
