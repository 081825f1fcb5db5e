/**
 * Objects one app process keeps for all its routes: the in-process stores
 * of the embedded default (no REDIS_URL). Next bundles each route, the
 * proxy and the server actions apart, each with its own copy of the app's
 * modules; this file is loaded with Node's own loader instead (see
 * processLocal.ts), so there is one copy of it, and of these objects, per
 * process. Nothing here is shared between instances: with several, the
 * stores live in Redis.
 */
const objects = new Map();

/**
 * The object kept under this name in this process, made by `create` the first time.
 *
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processLocal(name, create) {
  if (!objects.has(name)) objects.set(name, create());
  return objects.get(name);
}
