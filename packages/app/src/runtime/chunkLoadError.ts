/** The messages browsers and bundlers give a script or module that failed to load. */
const CHUNK_FAILURE =
  /Loading (?:CSS )?chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/**
 * Whether an error (or a rejection's reason) is a failed chunk load: Turbopack's and webpack's
 * `ChunkLoadError`, or a failed dynamic `import()` (spec §4, §8: such a page is reloaded).
 *
 * @example
 * isChunkLoadError(Object.assign(new Error("Failed to load chunk /x.js"), { name: "ChunkLoadError" })); // => true
 */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason !== "object" || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return typeof message === "string" && CHUNK_FAILURE.test(message);
}

/** The folder of the app's own script chunks: a script from there that fails to load is one. */
const CHUNK_PATH = "/_next/static/chunks/";

/**
 * Whether a script element's address is one of the app's chunks (a load error on it, caught on
 * the window, means a chunk is missing, e.g. after a deployment removed it).
 *
 * @example
 * isChunkScript("https://example.com/_next/static/chunks/0a1b.js", "https://example.com"); // => true
 */
export function isChunkScript(src: string, origin: string): boolean {
  try {
    const url = new URL(src, origin);
    return url.origin === origin && url.pathname.startsWith(CHUNK_PATH);
  } catch {
    return false;
  }
}
