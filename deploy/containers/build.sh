#!/usr/bin/env bash
# Builds the deployment's images from this tree (issue 45) into podman:
#   localhost/wire-app:latest       the site (Next standalone; app.Containerfile)
#   localhost/wire-services:latest  the local services, for demos and tests (services.Containerfile)
# and, with LOCAL_IMAGES=1 (no registry), Debian builds of Redis, PostgreSQL and nginx
# (debian-*.Containerfile) in place of the official images the manifests name.
# BASE: the Node 20 base (default: the official slim image if it can be pulled, else the local
# one from local-base.sh). SKIP_APP_BUILD=1 reuses packages/app/.next-image.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib.sh
source deploy/podman/lib.sh

if [ -z "${BASE:-}" ]; then
  if pod image exists "$OFFICIAL_NODE_BASE" || timeout 30 podman pull -q "$OFFICIAL_NODE_BASE" >/dev/null 2>&1; then
    BASE=$OFFICIAL_NODE_BASE
  else
    step "No registry answers: a local Node 20 base (debootstrap)"
    bash deploy/containers/local-base.sh
    BASE=$LOCAL_NODE_BASE
  fi
fi
stage=$(mktemp -d /tmp/wire-images.XXXXXX)
trap 'rm -rf "$stage"' EXIT

if [ -z "${SKIP_APP_BUILD:-}" ]; then
  if [ ! -f packages/app/public/style-guide/index.html ]; then
    step "Building the style guide (served at /style-guide)"
    pnpm build-storybook
  fi
  step "Building the site's standalone output (WIRE_STANDALONE=1 next build → packages/app/.next-image)"
  # Next points next-env.d.ts at the build's distDir: the normal build's stays.
  env_types=$(cat packages/app/next-env.d.ts)
  WIRE_STANDALONE=1 pnpm --filter @wire/app build
  printf '%s\n' "$env_types" > packages/app/next-env.d.ts
fi
step "Staging the app's image: standalone server, static assets, public files"
out=packages/app/.next-image
mkdir -p "$stage/app"
cp -a "$out/standalone/." "$stage/app/"
mkdir -p "$stage/app/packages/app/.next-image"
cp -a "$out/static" "$stage/app/packages/app/.next-image/static"
cp -a packages/app/public "$stage/app/packages/app/public"
# Nothing but what serves: no environment files, source maps, tests, caches or type declarations.
find "$stage/app" \( -name '.env*' -o -name '*.map' -o -name '*.test.*' -o -name '*.spec.*' \
  -o -name '*.d.ts' -o -name '*.tsbuildinfo' \) -type f -delete
rm -rf "$stage/app/packages/app/.next-image/cache"

step "Staging the services' image: a production install of @wire/services and its workspace packages"
mkdir -p "$stage/services/packages"
cp package.json pnpm-lock.yaml pnpm-workspace.yaml "$stage/services/"
for pkg in services graphql domain; do
  mkdir -p "$stage/services/packages/$pkg"
  (cd "packages/$pkg" && tar --exclude=node_modules --exclude=dist --exclude='*.test.ts' \
    --exclude=testing --exclude='.env*' --exclude='*.tsbuildinfo' -cf - .) | tar -C "$stage/services/packages/$pkg" -xf -
done
# From the local store only (installed already), as real files (no links out of the stage).
(cd "$stage/services" && CI=1 pnpm install --prod --frozen-lockfile --offline \
  --filter @wire/services... --config.package-import-method=copy --reporter=silent)
rm -f "$stage/services/pnpm-lock.yaml"

build() {
  local tag=$1 file=$2 context=$3
  step "podman build $tag (BASE=$BASE)"
  # Docker's image format: OCI's has no HEALTHCHECK.
  pod build --runtime runc --format docker --network host -q -f "$file" --build-arg "BASE=$BASE" -t "$tag" "$context" >/dev/null
}
build localhost/wire-app:latest deploy/containers/app.Containerfile "$stage/app"
build localhost/wire-services:latest deploy/containers/services.Containerfile "$stage/services"
if [ "${LOCAL_IMAGES:-}" = 1 ]; then
  for part in redis postgres nginx; do
    if [ -n "${REBUILD_STAND_INS:-}" ] || ! pod image exists "localhost/wire-$part:debian"; then
      build "localhost/wire-$part:debian" "deploy/containers/debian-$part.Containerfile" deploy/containers
    fi
  done
fi
pod image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep '^localhost/wire-' || true
