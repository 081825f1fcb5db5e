import { join } from "node:path";
import { pathToFileURL } from "node:url";

type ProcessLocal = <T>(name: string, create: () => T) => T;

let loaded: Promise<ProcessLocal> | undefined;

/**
 * The object this process keeps under `name` for every route (see
 * processLocal.mjs), made by `create` the first time. For the in-process
 * stores of the embedded default only.
 */
export async function processLocal<T>(name: string, create: () => T): Promise<T> {
  loaded ??= import(
    /* turbopackIgnore: true */ /* webpackIgnore: true */ pathToFileURL(
      join(process.cwd(), "src/sharedState/processLocal.mjs"),
    ).href
  ).then((module: { processLocal: ProcessLocal }) => module.processLocal);
  return (await loaded)(name, create);
}
