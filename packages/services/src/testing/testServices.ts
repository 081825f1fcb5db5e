import { createServer } from "node:net";
import type { ServicesConfig } from "../config";
import { authorize, redeem } from "./signIn";

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A GraphQL POST; answers the status and the parsed body. */
export async function gql(url: string, query: string, variables = {}, headers = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary GraphQL answers
  return { status: response.status, body: (await response.json()) as any };
}

/** Signs a demo user in through the identity server and answers their ID token. */
export async function idTokenFor(config: ServicesConfig, email: string): Promise<string> {
  const tokens = await redeem(
    await authorize({
      issuer: config.issuer,
      clientId: config.OIDC_CLIENT_ID,
      redirectUri: `${config.APP_URL}/en/callback`,
      email,
      password: config.DEMO_PASSWORD,
    }),
  );
  return tokens.id_token!;
}
