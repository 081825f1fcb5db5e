import { join } from "node:path";
import { repositoryRoot } from "@wire/graphql/secrets";

/**
 * A random secret of this installation kept in a file (the session secret in `DATA_DIR`; the
 * secrets shared with the services in `SECRETS_DIR`): the one mechanism of the site and the
 * services, in `@wire/graphql/secrets`, so both read the same generated files.
 */
export { installationSecret } from "@wire/graphql/secrets";

/**
 * The app's data directory by default: `.data/app` at the repository's root (found by its
 * `pnpm-workspace.yaml` above the working directory), so `next start` in `packages/app` and
 * a test at the root use the same one.
 */
export function defaultDataDir(cwd: string = process.cwd()): string {
  return join(repositoryRoot(cwd), ".data", "app");
}
