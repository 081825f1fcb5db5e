import { createHash } from "node:crypto";
import { jwtDecrypt } from "jose";
import { cookies } from "next/headers";

/**
 * The floor of `pnpm bench cpu`: the minimal page rendered per request, reading the session
 * cookie as the portal does (`cookies()`, then the sealed cookie opened with jose, as
 * `packages/app/src/auth/sealedCookie.ts`). The benchmark starts the fixture with the app's
 * cookie name and secret (`BENCH_SESSION_COOKIE`, `BENCH_SESSION_SECRET`) and sends it the
 * app's own session cookie.
 */
export default async function MinimalSessionPage() {
  const jar = await cookies();
  const value = jar.get(process.env.BENCH_SESSION_COOKIE ?? "session")?.value;
  const key = new Uint8Array(
    createHash("sha256")
      .update(process.env.BENCH_SESSION_SECRET ?? "")
      .digest(),
  );
  const session = value
    ? await jwtDecrypt(value, key).then(
        ({ payload }) => payload,
        () => null,
      )
    : null;
  return (
    <main>
      <h1>Minimal page</h1>
      <p>{session ? "Signed in." : "Not signed in."}</p>
    </main>
  );
}
