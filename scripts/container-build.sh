#!/bin/sh
# Builds the container image (Containerfile) with Podman and prints its size:
#   npm run container:build            the app's image
#   npm run container:build -- all     also compose.yaml's PostgreSQL, nginx and S3 store
# IMAGE names the app's image (cardvault:latest). When the base image debian:bookworm-slim is missing
# and cannot be pulled, it is made from Debian's packages first (scripts/container-base-image.sh).
# This machine's Podman facts are in docs/deploy.md ("Podman on this machine"): the runc runtime,
# explicit ulimits, no registry. Docker users: `docker build -f Containerfile -t cardvault .`.
set -eu
cd "$(dirname "$0")/.."
# This machine's Podman settings (runc, ulimits), unless the caller chose a configuration.
export CONTAINERS_CONF="${CONTAINERS_CONF:-$PWD/deploy/podman/containers.conf}"
image="${IMAGE:-cardvault:latest}"
podman="${PODMAN:-podman}"
sh scripts/container-base-image.sh
version="$(sed -n 's/^  "version": "\([^"]*\)".*/\1/p' package.json | head -n 1)"
revision="$(git rev-parse HEAD 2>/dev/null || echo unknown)"
source="$(git remote get-url origin 2>/dev/null || true)"
npm_version="$(sed -n 's/^ARG NPM_VERSION=//p' Containerfile)"
what="${1:-app}"
# A network whose egress goes through a TLS-inspecting proxy needs its certificate authorities in
# the build stage's downloads: CA_BUNDLE (the host's bundle by default) goes in as a build secret,
# never into a layer.
set --
bundle="${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}"
if [ -s "$bundle" ]; then set -- --secret "id=ca_bundle,src=$bundle"; fi
started="$(date +%s)"
# --format docker keeps the HEALTHCHECK (the OCI image format has no field for it); --pull=never
# uses the local base image; --network host lets the build stage reach the Debian mirror and the
# npm registry.
$podman build --format docker --pull=never --network host \
  --ulimit nofile=4096:4096 --ulimit nproc=4096:4096 \
  --build-arg VERSION="$version" --build-arg REVISION="$revision" --build-arg SOURCE="$source" \
  --build-arg NPM_VERSION="${NPM_VERSION:-$npm_version}" \
  "$@" -f Containerfile -t "$image" .
ended="$(date +%s)"
size="$($podman image inspect --format '{{.Size}}' "$image")"
echo "built $image in $((ended - started)) s: $size bytes ($((size / 1000000)) MB)"

if [ "$what" = all ]; then
  # compose.yaml's other services, tagged as it names them.
  for service in postgres:localhost/cardvault-postgres:15 nginx:localhost/cardvault-nginx:latest \
    s3:localhost/cardvault-s3:latest; do
    folder="deploy/compose/${service%%:*}" tag="${service#*:}"
    context="$folder"
    [ "${service%%:*}" = s3 ] && context=.
    $podman build --format docker --pull=never --network host \
      --ulimit nofile=4096:4096 --ulimit nproc=4096:4096 "$@" \
      -f "$folder/Containerfile" -t "$tag" "$context"
    echo "built $tag: $($podman image inspect --format '{{.Size}}' "$tag") bytes"
  done
fi
