#!/usr/bin/env bash
# Runs the services' tests against a real PostgreSQL server (Debian's
# `postgresql` package) instead of the embedded PGlite: same code, same
# migrations. Usage: pnpm --filter @wire/services test:pg
set -euo pipefail
cd "$(dirname "$0")/../../.."

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "[test:pg] installing Debian's postgresql"
  apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
fi
bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n1)")
dir=$(mktemp -d /tmp/wire-pg.XXXXXX)
port=${PG_TEST_PORT:-55432}
chown postgres "$dir" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

echo "[test:pg] starting PostgreSQL on 127.0.0.1:$port"
as_pg "$bin/initdb -D $dir/data -U postgres -A trust >/dev/null"
as_pg "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l $dir/log -w start >/dev/null"
trap 'as_pg "$bin/pg_ctl -D $dir/data -m fast stop >/dev/null" || true; rm -rf "$dir"' EXIT
as_pg "$bin/createdb -h 127.0.0.1 -p $port -U postgres wire_test"

TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/wire_test" \
  pnpm exec vitest run --project node packages/services
