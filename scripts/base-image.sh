#!/usr/bin/env bash
# Builds, from Debian packages, the two base images the Containerfiles start from, for machines that
# cannot pull from an image registry:
#   localhost/jl-node:20-bookworm-slim  Debian bookworm (minbase) + ca-certificates + this machine's node
#                                       and npm in /usr/local, user `node` (1000): what node:20-bookworm-slim is
#   localhost/jl-services:bookworm      Debian bookworm (minbase) + postgresql-15, redis-server and
#                                       nginx-light: the database, Redis and proxy of compose.yaml
# Needs root, mmdebstrap and podman (apt-get install mmdebstrap podman). Skips an image that exists
# unless --force. NODE_BIN (default: `command -v node`) names the node binary to copy: it must be
# Node 20 for linux-x64 built against glibc ≤ bookworm's (the nodejs.org builds are).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
podman="$here/podman.sh"
force=false
[ "${1:-}" = "--force" ] && force=true
# The host's apt sources (with its security updates) unless DEBIAN_MIRROR names one.
mirror=(${DEBIAN_MIRROR:+"$DEBIAN_MIRROR"})
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

exists() { "$podman" image exists "$1"; }

node_bin="$(readlink -f "${NODE_BIN:-$(command -v node)}")"
npm_dir="$(readlink -f "$(dirname "$node_bin")/../lib/node_modules/npm")"
case "$("$node_bin" --version)" in v20.*) ;; *) echo "NODE_BIN must be Node 20: $("$node_bin" --version)" >&2; exit 1 ;; esac

if $force || ! exists localhost/jl-node:20-bookworm-slim; then
  mmdebstrap --quiet --variant=minbase --include=ca-certificates,libstdc++6 \
    --customize-hook="copy-in $node_bin /usr/local/bin" \
    --customize-hook="mkdir -p \"\$1/usr/local/lib/node_modules\"" \
    --customize-hook="copy-in $npm_dir /usr/local/lib/node_modules" \
    --customize-hook='chroot "$1" ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm' \
    --customize-hook='chroot "$1" ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx' \
    --customize-hook='echo "node:x:1000:1000::/home/node:/bin/sh" >>"$1/etc/passwd"' \
    --customize-hook='echo "node:x:1000:" >>"$1/etc/group"' \
    --customize-hook='mkdir -p "$1/home/node" && chown 1000:1000 "$1/home/node"' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/* "$1"/usr/share/doc/* "$1"/usr/share/man/*' \
    bookworm "$work/node.tar" "${mirror[@]}"
  "$podman" import --change 'CMD ["node"]' --change 'ENV NODE_VERSION='"$("$node_bin" --version | tr -d v)" \
    "$work/node.tar" localhost/jl-node:20-bookworm-slim >/dev/null
  echo "built localhost/jl-node:20-bookworm-slim (node $("$node_bin" --version))"
fi

if $force || ! exists localhost/jl-services:bookworm; then
  mmdebstrap --quiet --variant=minbase --include=postgresql-15,redis-server,nginx-light \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/* "$1"/usr/share/doc/* "$1"/usr/share/man/*' \
    bookworm "$work/services.tar" "${mirror[@]}"
  "$podman" import "$work/services.tar" localhost/jl-services:bookworm >/dev/null
  echo "built localhost/jl-services:bookworm"
fi
