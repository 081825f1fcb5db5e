#!/usr/bin/env bash
# Command 2 of the README (and what CI runs): installs everything, then runs
# lint, typecheck, the codegen check, the unit, component, accessibility and
# visual tests (Vitest), builds the site and runs the browser tests
# (Playwright) against real services.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_pnpm
ensure_chromium
install_dependencies

step "Lint and format (Biome)"
pnpm lint
step "Typecheck (tsc, every package)"
pnpm -r --workspace-concurrency=1 typecheck
step "GraphQL codegen is up to date"
pnpm codegen:check
step "Unit, component, accessibility and visual tests (Vitest)"
pnpm exec vitest run --coverage
step "Build"
bash scripts/build.sh
step "Browser tests (Playwright, Chromium)"
pnpm test:e2e
