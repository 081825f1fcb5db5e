# Shared helpers of the podman scripts (sourced): podman as it runs on these machines (issue 45).
# crun refuses the hybrid cgroup layout here ("cgroups in hybrid mode not supported"): runc with
# cgroupfs; without per-container ulimits and pids limits (containers.conf beside this file),
# which runc cannot set here either.
export CONTAINERS_CONF=${CONTAINERS_CONF:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/containers.conf}
pod() { podman --runtime runc --cgroup-manager=cgroupfs "$@"; }

# The image every Node image is built on (`BASE`): the official one when a registry answers,
# else a local one made with debootstrap (deploy/containers/local-base.sh).
OFFICIAL_NODE_BASE=docker.io/library/node:20-bookworm-slim
LOCAL_NODE_BASE=localhost/wire-node-base:20-bookworm

# True when podman is installed and can run a container here.
podman_usable() {
  command -v podman >/dev/null 2>&1 && command -v runc >/dev/null 2>&1 || return 1
  pod info >/dev/null 2>&1
}
