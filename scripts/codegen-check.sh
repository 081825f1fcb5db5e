#!/usr/bin/env bash
# Fails when regenerating the GraphQL code from codegen.ts changes what is committed.
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm -s codegen >/dev/null
generated=(packages/graphql/src/generated packages/services/src/generated)
if ! git diff --quiet --exit-code -- "${generated[@]}" \
  || [ -n "$(git ls-files --others --exclude-standard "${generated[@]}")" ]; then
  echo "codegen: generated GraphQL code differs from what is committed; run 'pnpm codegen' and commit." >&2
  git --no-pager diff --stat -- "${generated[@]}" >&2
  exit 1
fi
echo "codegen: generated code is up to date"
