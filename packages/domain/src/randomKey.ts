/** Makes a new unique key; injectable so tests and callers can make keys deterministic. */
export type KeyGenerator = () => string;

/** Something that reports problems; `console` fits. */
export interface Logger {
  warn(message: string, ...details: unknown[]): void;
}

/**
 * A random UUID from `globalThis.crypto.randomUUID()` (Node 20 and browsers).
 *
 * @example
 * randomKey(); // => "3b241101-e2bb-4255-8caf-4136c566a962"
 */
export function randomKey(): string {
  return (globalThis as unknown as { crypto: { randomUUID(): string } }).crypto.randomUUID();
}
