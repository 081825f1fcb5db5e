import { deployedBuildId } from "../../../runtime/deployedBuildId";

/** Asked per request, never kept: an instance answers the build deployed where it runs. */
export const dynamic = "force-dynamic";

/**
 * `GET /builds/latest.json?t=…` (spec §7): the latest deployed build. Open pages poll it and
 * load the whole document on their next navigation once it names another build than theirs.
 */
export async function GET() {
  return Response.json(
    { id: await deployedBuildId() },
    { headers: { "cache-control": "no-store" } },
  );
}
