/** `GET /healthz`: the process is up and answering (liveness). Reads nothing else. */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
