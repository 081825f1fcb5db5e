import { connection } from "next/server";

/**
 * The same page rendered on every request (no prerendering, no cache): what server rendering
 * alone costs, beside the prerendered `/` and the app's cached pages.
 */
export default async function MinimalDynamicPage() {
  await connection();
  return (
    <main>
      <h1>Minimal page</h1>
      <p>
        The baseline of the pages benchmark: the same Next.js version as the app, with nothing of
        its own on the client.
      </p>
    </main>
  );
}
