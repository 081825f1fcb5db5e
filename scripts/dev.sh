#!/usr/bin/env bash
# Development: services with restart on change, and `next dev` with hot reload.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
pnpm --filter @wire/services dev &
services=$!
pnpm --filter @wire/services crm &
crm=$!
trap 'kill $services $crm 2>/dev/null' EXIT INT TERM
pnpm --filter @wire/app dev
