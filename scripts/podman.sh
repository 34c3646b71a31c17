#!/usr/bin/env bash
# podman with the flags every script here uses (the image, the compose stack, deploy:smoke), so CI and
# developers run containers the same way. On sandboxes where crun cannot manage cgroups or set rlimits,
# the defaults below work; override them with JL_PODMAN_FLAGS (e.g. empty on a normal workstation).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$here/../deploy/containers/containers.conf}"
read -r -a flags <<<"${JL_PODMAN_FLAGS---runtime runc --cgroup-manager=cgroupfs}"
exec podman "${flags[@]}" "$@"
