#!/bin/sh
# Build stage only: runs a command that downloads (curl, npm) trusting the extra certificate
# authorities of the build secret `ca_bundle`, when one is given: for a network whose egress goes
# through a TLS-inspecting proxy (scripts/container-build.sh passes the host's bundle). Without the
# secret the command runs as it is. Nothing of it is kept in the image.
set -eu
bundle=/run/secrets/ca_bundle
if [ -s "$bundle" ]; then
  export CURL_CA_BUNDLE="$bundle" NODE_EXTRA_CA_CERTS="$bundle" npm_config_cafile="$bundle"
fi
exec "$@"
