#!/usr/bin/env bash
# podman with the flags every script here uses (the image, the compose stack, deploy:smoke), so CI and
# developers run containers the same way. On sandboxes where crun cannot manage cgroups or set rlimits,
# the defaults below work; override them with JL_PODMAN_FLAGS (e.g. empty on a normal workstation).
# Also the podman of podman-compose (`--podman-path scripts/podman.sh`): podman-compose 1.0.3 (Debian
# bookworm) adds its project network and an alias even to a service with `network_mode: host`, which
# podman refuses; for such a container they are dropped here.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$here/../deploy/containers/containers.conf}"
read -r -a flags <<<"${JL_PODMAN_FLAGS---runtime runc --cgroup-manager=cgroupfs}"
args=("$@")
if [ "${1:-}" = run ] || [ "${1:-}" = create ]; then
  host=false
  for ((i = 1; i < ${#args[@]} - 1; i++)); do
    [ "${args[i]}" = --network ] && [ "${args[i + 1]}" = host ] && host=true
  done
  if $host; then
    kept=()
    skip=false
    for arg in "${args[@]}"; do
      if $skip; then skip=false; continue; fi
      case "$arg" in --net | --network-alias) skip=true; continue ;; esac
      kept+=("$arg")
    done
    args=("${kept[@]}")
  fi
fi
exec podman "${flags[@]}" "${args[@]}"
