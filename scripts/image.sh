#!/usr/bin/env bash
# Builds the server's image (Containerfile) as localhost/jogo-limpo:<version> and :latest.
#   scripts/image.sh [--dist context]   `context`: take the apps/*/dist this checkout already built
#                                        (npm run build) instead of building again in the image
# The base is BASE_IMAGE when set, else node:20-bookworm-slim when it can be pulled, else the equivalent
# scripts/base-image.sh builds from Debian packages. The host's npm cache (~/.npm) is lent to `npm ci`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
podman=scripts/podman.sh
dist=build
[ "${1:-}" = "--dist" ] && dist="${2:?--dist build|context}"
official=docker.io/library/node:20-bookworm-slim
if [ -z "${BASE_IMAGE:-}" ]; then
  if "$podman" image exists "$official" || timeout 60 "$podman" pull -q "$official" >/dev/null 2>&1; then
    BASE_IMAGE="$official"
  else
    echo "$official cannot be pulled: using the base built from Debian packages (scripts/base-image.sh)"
    scripts/base-image.sh
    BASE_IMAGE=localhost/jl-node:20-bookworm-slim
  fi
fi
version="$(node -p "require('./package.json').version")"
revision="$(git rev-parse HEAD 2>/dev/null || echo unknown)"
mkdir -p "${NPM_CACHE:-$HOME/.npm}"
"$podman" build --format docker \
  --build-arg "BASE_IMAGE=$BASE_IMAGE" --build-arg "DIST=$dist" \
  --build-arg "VERSION=$version" --build-arg "REVISION=$revision" \
  --volume "${NPM_CACHE:-$HOME/.npm}:/root/.npm" \
  -t "localhost/jogo-limpo:$version" -t localhost/jogo-limpo:latest -f Containerfile .
