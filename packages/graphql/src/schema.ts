import { readFileSync } from "node:fs";

/** The services whose SDL lives in `packages/graphql/schema/`. */
export type ServiceName = "content" | "products" | "sis";

/**
 * The SDL of one service, read from `schema/<name>.graphql`. The services
 * serve exactly these files, and codegen types the operations against them.
 */
export function typeDefs(name: ServiceName): string {
  return readFileSync(new URL(`../schema/${name}.graphql`, import.meta.url), "utf8");
}
