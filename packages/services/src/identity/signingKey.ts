import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import type { Database } from "../db/connect";
import { signingKeys } from "../db/schema";

/**
 * The identity server's RS256 signing key: generated on first start and kept
 * in the database, so tokens issued before a restart still verify after it.
 */
export async function loadSigningKey(db: Database): Promise<JWK> {
  const [existing] = await db.select().from(signingKeys).limit(1);
  if (existing) return existing.privateJwk as JWK;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: "RS256", use: "sig" };
  await db.insert(signingKeys).values({ kid: jwk.kid, privateJwk: jwk }).onConflictDoNothing();
  const [stored] = await db.select().from(signingKeys).limit(1);
  return stored!.privateJwk as JWK;
}

/** The public half of a private RSA JWK, as published at the JWKS endpoint. */
export function publicJwk({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}
