#!/usr/bin/env bash
# `pnpm start:cluster`: the documented deployment on one machine — nginx
# (deploy/nginx.conf) caching public pages in front of two app instances that
# share Redis, the services on PostgreSQL. Everything listens on 127.0.0.1 and
# stops with Ctrl-C (or SIGTERM). Builds the site first when it has no build.
#
# Ports (environment): NGINX_PORT 8080, APP_PORTS "3001 3002", SERVICES_PORT 4000,
# REDIS_PORT 6390, PG_PORT 55433, MAIL_CATCHER_PORT 2525 (the services' SMTP
# catcher, inbox at :SERVICES_PORT/mail; not the start command's 1025, so both
# can run). CLUSTER_DIR keeps the run's files (default: a
# temporary directory); its pid files let tests stop one part (redis.pid,
# nginx.pid, app-<port>.pid: an instance's process group); nginx also loads
# the server blocks in its extra/*.conf (the scale benchmark's).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

NGINX_PORT=${NGINX_PORT:-8080}
APP_PORTS=${APP_PORTS:-"3001 3002"}
SERVICES_PORT=${SERVICES_PORT:-4000}
REDIS_PORT=${REDIS_PORT:-6390}
PG_PORT=${PG_PORT:-55433}
MAIL_CATCHER_PORT=${MAIL_CATCHER_PORT:-2525}
dir=${CLUSTER_DIR:-$(mktemp -d /tmp/wire-cluster.XXXXXX)}
mkdir -p "$dir/extra"
# nginx's workers and PostgreSQL (other users) work in it too.
chmod 755 "$dir"
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
pg_bin=""
# A run killed before its clean-up left PostgreSQL (a daemon) behind: stop it first.
if [ -f "$dir/pg/postmaster.pid" ]; then
  old_bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n1)")
  as_pg "$old_bin/pg_ctl -D $dir/pg -m immediate stop >/dev/null" 2>/dev/null || true
fi
rm -rf "$dir/pg" "$dir/cache" "$dir"/*.pid
site_url="http://localhost:$NGINX_PORT"

ensure_debian_packages redis-server nginx postgresql
if [ ! -f packages/app/.next/BUILD_ID ]; then
  ensure_pnpm
  install_dependencies
  bash scripts/build.sh
fi

pids=()
cleanup() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true; done
  [ -f "$dir/nginx.pid" ] && kill "$(cat "$dir/nginx.pid")" 2>/dev/null || true
  [ -n "$pg_bin" ] && as_pg "$pg_bin/pg_ctl -D $dir/pg -m fast stop >/dev/null" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap cleanup EXIT INT TERM

step "Redis on 127.0.0.1:$REDIS_PORT"
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no \
  --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" &
pids+=($!)
redis_url="redis://127.0.0.1:$REDIS_PORT"

step "PostgreSQL on 127.0.0.1:$PG_PORT"
pg_bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n1)")
chown postgres "$dir" 2>/dev/null || true
as_pg "$pg_bin/initdb -D $dir/pg -U postgres -A trust >/dev/null"
as_pg "$pg_bin/pg_ctl -D $dir/pg -o '-p $PG_PORT -k $dir -c listen_addresses=127.0.0.1' -l $dir/pg.log -w start >/dev/null"
as_pg "$pg_bin/createdb -h 127.0.0.1 -p $PG_PORT -U postgres wire"

step "Services on 127.0.0.1:$SERVICES_PORT (PostgreSQL)"
NODE_ENV=production SERVICES_PORT=$SERVICES_PORT APP_URL=$site_url MAIL_CATCHER_PORT=$MAIL_CATCHER_PORT \
  DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/wire" \
  SITE_REVALIDATE_URL="$site_url/api/revalidate" \
  bash -c 'cd packages/services && exec node --import tsx src/main.ts' > "$dir/services.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$SERVICES_PORT/health" 180

upstreams=""
for port in $APP_PORTS; do
  step "App instance on localhost:$port (Redis)"
  # In a session of its own: `next start` serves from a child process, and stopping the
  # instance (`kill -TERM -<pid>`, as a test does) must reach both.
  (
    cd packages/app
    # nginx connects from 127.0.0.1: only its X-Forwarded-For names the client (rate limits).
    NODE_ENV=production REDIS_URL=$redis_url APP_URL=$site_url TRUSTED_PROXIES=127.0.0.1 \
      APP_INTERNAL_URL="http://localhost:$port" \
      SERVICES_URL="http://127.0.0.1:$SERVICES_PORT" \
      OIDC_ISSUER="http://localhost:$SERVICES_PORT/am/oauth2/realms/root/realms/alpha" \
      exec setsid ./node_modules/.bin/next start -H localhost -p "$port"
  ) > "$dir/app-$port.log" 2>&1 &
  pids+=($!)
  echo $! > "$dir/app-$port.pid"
  upstreams+="server 127.0.0.1:$port max_fails=1 fail_timeout=2s; "
done
for port in $APP_PORTS; do wait_for "http://localhost:$port/healthz" 120; done

step "nginx on $site_url"
sed -e "s#@DIR@#$dir#g" -e "s#@PORT@#$NGINX_PORT#g" -e "s#@UPSTREAMS@#$upstreams#" \
 deploy/nginx.conf > "$dir/nginx.conf"
nginx -p "$dir" -c "$dir/nginx.conf" -e "$dir/error.log" &
pids+=($!)
wait_for "$site_url/healthz" 30

step "Ready: $site_url (files and logs in $dir)"
wait
