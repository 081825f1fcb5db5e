#!/usr/bin/env bash
# Command 1 of the README: installs everything, builds, migrates and seeds the
# database, then runs the local services (:4000) and the site (:3000) in
# production mode until Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_pnpm
install_dependencies
bash scripts/build.sh

export NODE_ENV=production
step "Migrating and seeding the database, starting the services on :${SERVICES_PORT:-4000}"
pnpm --filter @wire/services start &
services=$!
# The CRM stand-in receives public form submissions from the services' outbox (:4010).
pnpm --filter @wire/services crm &
crm=$!
trap 'kill $services $crm 2>/dev/null; wait $services $crm 2>/dev/null' EXIT INT TERM
# The first start seeds 10 000 tickets and the parts catalogue: minutes on a busy 2-core machine.
for _ in $(seq 1 600); do
  curl -fsS "http://127.0.0.1:${SERVICES_PORT:-4000}/health" >/dev/null 2>&1 && break
  kill -0 $services 2>/dev/null || { echo "the services did not start" >&2; exit 1; }
  sleep 0.5
done

step "Starting the site on http://localhost:3000"
pnpm --filter @wire/app start
