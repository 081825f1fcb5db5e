import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// The provided value's type (its `ProvidedContext` entry is declared beside its reader).
import type {} from "./testDatabase";

/** One directory of database copies per run, so no run starts from another's (older) seed. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "wire-db-copies-"));
  project.provide("databaseCopies", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
