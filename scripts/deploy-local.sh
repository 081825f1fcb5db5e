#!/usr/bin/env bash
# `pnpm deploy:local` / `pnpm deploy:down` (issue 45): the Kubernetes demo overlay
# (deploy/kubernetes/overlays/demo) played on this machine with podman — two app instances
# behind nginx, Redis and PostgreSQL with volumes, the local services — from images built from
# this tree. `up` builds the images, writes the demo Secret's random values (once, into
# overlays/demo/secrets.env, not in git), plays the manifests and prints the URL; `down` stops
# and removes the pods, their volumes and podman's copies of the Secret and ConfigMaps.
#
# Every pod runs on the host's network (the only one podman has here), each part on a port of its
# own: NGINX_PORT 8090 (the site), APP_PORTS "3091 3092", SERVICES_PORT 4090, REDIS_PORT 6391,
# PG_PORT 55491, MAIL_CATCHER_PORT 2591, CRM_PORT 4091. DEPLOY_DIR keeps the played manifests
# (default .data/deploy); SECRETS_ENV another secrets file; SKIP_BUILD=1 plays the images there are.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
source deploy/podman/lib.sh

action=${1:-up}
export NGINX_PORT=${NGINX_PORT:-8090} APP_PORTS=${APP_PORTS:-"3091 3092"} SERVICES_PORT=${SERVICES_PORT:-4090}
export REDIS_PORT=${REDIS_PORT:-6391} PG_PORT=${PG_PORT:-55491} MAIL_CATCHER_PORT=${MAIL_CATCHER_PORT:-2591}
export CRM_PORT=${CRM_PORT:-4091}
dir=${DEPLOY_DIR:-$PWD/.data/deploy}
play=$dir/play.yaml
site_url="http://localhost:$NGINX_PORT"

down() {
  [ -f "$play" ] || { echo "nothing deployed from $dir"; return 0; }
  step "Stopping and removing the pods"
  pod kube down "$play" >/dev/null 2>&1 || true
  # podman keeps the claims' volumes and its copies of the Secret and ConfigMaps: all of this run's.
  for volume in $(grep -A2 '^kind: PersistentVolumeClaim' "$play" | awk '/^  name:/ {print $2}'); do
    pod volume rm -f "$volume" >/dev/null 2>&1 || true
  done
  for secret in $(sed 's/\.secret\.json$//' "$dir/secrets" 2>/dev/null); do
    pod secret rm "$secret" >/dev/null 2>&1 || true
  done
  rm -f "$play" "$play".*.secret.json "$dir/secrets"
  echo "removed"
}

if [ "$action" = down ]; then
  down
  exit 0
fi

ensure_debian_packages podman runc debootstrap
if ! podman_usable; then
  echo "podman cannot run containers here (podman info failed): see deploy/podman/lib.sh" >&2
  exit 1
fi
ensure_pnpm
[ -d node_modules ] || install_dependencies
mkdir -p "$dir"
chmod 700 "$dir"
# Whatever an earlier run left.
down >/dev/null

if [ -z "${SKIP_BUILD:-}" ]; then
  # No registry answers here: the official Redis, PostgreSQL and nginx images cannot be pulled.
  if [ -z "${LOCAL_IMAGES:-}" ]; then
    LOCAL_IMAGES=1
    timeout 30 podman pull -q docker.io/library/redis:7-bookworm >/dev/null 2>&1 && LOCAL_IMAGES=0
  fi
  LOCAL_IMAGES=$LOCAL_IMAGES bash deploy/containers/build.sh
fi
export LOCAL_IMAGES=${LOCAL_IMAGES:-1}

secrets=${SECRETS_ENV:-deploy/kubernetes/overlays/demo/secrets.env}
pnpm exec tsx scripts/deploy/render.ts secrets "$secrets"
step "Playing the demo overlay with podman (kube play, host network)"
pnpm exec tsx scripts/deploy/render.ts podman demo "$secrets" "$play"
for file in "$play".*.secret.json; do
  name=${file#"$play".}
  pod secret rm "${name%.secret.json}" >/dev/null 2>&1 || true
  pod secret create "${name%.secret.json}" "$file" >/dev/null
  rm -f "$file"
  echo "$name" >> "$dir/secrets"
done
pod kube play --quiet "$play" >/dev/null
step "Waiting for the site (the first start seeds PostgreSQL: minutes on a busy machine)"
for port in $APP_PORTS; do wait_for "http://localhost:$port/readyz" 600; done
wait_for "$site_url/healthz" 60
step "Ready: $site_url (the demo users' password is in the README; \`pnpm deploy:down\` removes it)"
