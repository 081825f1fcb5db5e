import { appConfig } from "../../config";
import { redisReachable } from "../../sharedState/redis";

/**
 * `GET /readyz`: this instance can serve — the services answer and Redis
 * (when configured) too. 503 with what is missing otherwise, so a load
 * balancer sends traffic elsewhere.
 */
export async function GET() {
  const services = await fetch(new URL("/health", appConfig().SERVICES_URL), {
    signal: AbortSignal.timeout(2000),
    cache: "no-store",
  })
    .then((response) => response.ok)
    .catch(() => false);
  const redis = await redisReachable();
  const ready = services && redis;
  return Response.json(
    { status: ready ? "ready" : "unavailable", services, redis },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
