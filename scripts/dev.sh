#!/usr/bin/env bash
# Development: services with restart on change, and `next dev` with hot reload.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
pnpm --filter @wire/services dev &
services=$!
pnpm --filter @wire/services crm &
crm=$!
# The site uses the design system as built (its `dist/`, see next.config.ts); rebuilt on change.
pnpm --filter @wire/design-system bundle
pnpm --filter @wire/design-system exec vite build --watch --logLevel warn &
designSystem=$!
trap 'kill $services $crm $designSystem 2>/dev/null' EXIT INT TERM
# On the address the proxy rewrites to (`APP_INTERNAL_URL`), as the start command does: on another,
# Next would send every rewritten page to that address over HTTP.
pnpm --filter @wire/app exec next dev -H localhost -p 3000
