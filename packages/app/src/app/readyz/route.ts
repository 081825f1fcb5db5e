import { servicesFetch } from "../../data/services";
import { redisReachable } from "../../sharedState/redis";

/**
 * `GET /readyz`: this instance can serve — the services answer and Redis
 * (when configured) too. 503 with what is missing otherwise, so a load
 * balancer sends traffic elsewhere.
 */
export async function GET() {
  const services = await servicesFetch("/health", { timeoutMs: 2000 })
    .then((response) => response.ok)
    .catch(() => false);
  const redis = await redisReachable();
  const ready = services && redis;
  return Response.json(
    { status: ready ? "ready" : "unavailable", services, redis },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
