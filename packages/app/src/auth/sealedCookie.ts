import { createHash } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";

/**
 * Small encrypted cookie values (JWE, dir + A256GCM): the session id and
 * the login transaction. Encryption keeps them unreadable and untamperable.
 */
function keyFrom(secret: string): Uint8Array {
  return new Uint8Array(createHash("sha256").update(secret).digest());
}

export async function seal(
  payload: Record<string, unknown>,
  secret: string,
  maxAgeSeconds: number,
): Promise<string> {
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(`${maxAgeSeconds}s`)
    .encrypt(keyFrom(secret));
}

/** The payload, or null for anything expired, tampered with or malformed. */
export async function unseal<T extends Record<string, unknown>>(
  value: string | undefined,
  secret: string,
): Promise<T | null> {
  if (!value) return null;
  try {
    const { payload } = await jwtDecrypt(value, keyFrom(secret));
    return payload as T;
  } catch {
    return null;
  }
}
