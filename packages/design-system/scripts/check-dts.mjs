// Fails the build when a published declaration file still refers to a
// workspace-only package (@wire/*): consumers install the tarball from the
// registry, where those packages don't exist, so such a type would resolve
// to `any` or break their typecheck. Types the public API needs from
// @wire/domain are re-declared in the design system instead.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
const reference = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)["'](@wire\/[^"']+)["']/g;

const offenders = [];
for (const entry of readdirSync(dist, { recursive: true })) {
  const file = String(entry);
  if (!file.endsWith(".d.ts")) continue;
  const text = readFileSync(path.join(dist, file), "utf8");
  for (const match of text.matchAll(reference)) offenders.push(`${file}: ${match[1]}`);
}
if (offenders.length > 0) {
  console.error("Published declarations refer to unpublished workspace packages:");
  for (const line of offenders) console.error(`  ${line}`);
  process.exit(1);
}
console.log("check-dts: no declaration refers to an unpublished @wire/* package");
