#!/usr/bin/env bash
# Builds a Node 20 base image without a registry (issue 45): Debian bookworm (debootstrap
# --variant=minbase, from this machine's Debian mirror) with ca-certificates, and this machine's
# own Node 20 binary (a Debian 12 build runs there as is), imported into podman as
# localhost/wire-node-base:20-bookworm. The app's and the services' images take it as
# `--build-arg BASE=…` where docker.io/library/node:20-bookworm-slim cannot be pulled.
# About 1.5 min and 200 MB; does nothing when the image exists (FORCE=1 rebuilds it).
set -euo pipefail
cd "$(dirname "$0")/../.."
source deploy/podman/lib.sh
if [ -z "${FORCE:-}" ] && pod image exists "$LOCAL_NODE_BASE"; then
  echo "$LOCAL_NODE_BASE exists"
  exit 0
fi
node_bin=$(command -v node)
case "$("$node_bin" --version)" in v20.*) ;; *) echo "needs Node 20 on this machine" >&2; exit 1 ;; esac
# The first deb822 or one-line Debian source of this machine.
mirror=$(grep -hs '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' | grep -v security | head -n1)
[ -n "$mirror" ] || mirror=$(grep -hs '^deb ' /etc/apt/sources.list | awk '{print $2}' | head -n1)
mirror=${mirror:-http://deb.debian.org/debian}
root=$(mktemp -d /tmp/wire-base.XXXXXX)
trap 'rm -rf "$root" "$root.tar"' EXIT
echo "debootstrap bookworm from $mirror into $root"
debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$mirror" >/dev/null
install -m 0755 "$node_bin" "$root/usr/local/bin/node"
# Smaller: no package lists, caches or documentation.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/usr/share/doc/* \
  "$root"/usr/share/man/* "$root"/usr/share/info/*
tar -C "$root" -cf "$root.tar" .
pod import --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' "$root.tar" "$LOCAL_NODE_BASE" >/dev/null
echo "imported $LOCAL_NODE_BASE: $(pod run --rm --network host --ulimit host "$LOCAL_NODE_BASE" node --version)"
