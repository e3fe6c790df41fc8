#!/bin/sh
# The image's entrypoint: `server` (the default) runs the server as PID 1 with the settings
# `npm start` gives it (scripts/server-runtime.mjs: the same V8 flags and malloc tunables);
# `cli …` runs an operator command (`cli migrate`, `cli admin grant you@example.com`). Node.js
# itself handles SIGTERM (finishes requests in flight, closes the database, exits 0), and `exec`
# leaves no shell between it and the container runtime.
set -eu
data="${DATA_DIR:-/data}"

# /data is the only writable place in the image (the root filesystem may be read-only). Say what
# is wrong with it and stop, rather than fail later inside the database or an upload.
if [ ! -d "$data" ]; then
  echo "error: DATA_DIR $data does not exist; mount a volume there (it is the image's only writable folder)" >&2
  exit 78
fi
probe="$data/.cardvault-write-check.$$"
if ! (: >"$probe") 2>/dev/null; then
  echo "error: DATA_DIR $data is not writable by this container's user (uid $(id -u), gid $(id -g)); it is owned by uid $(stat -c %u "$data") with mode $(stat -c %a "$data"). Give the volume to uid $(id -u) (chown $(id -u):$(id -g), chmod 700), or run with --user $(stat -c %u "$data") (Kubernetes: securityContext.fsGroup)" >&2
  exit 78
fi
rm -f "$probe"
# Temporary files go to the volume too, not to the read-only root filesystem.
export TMPDIR="${TMPDIR:-$data/tmp}"
mkdir -p -m 700 "$TMPDIR"

# The process count decides the flags, as in scripts/server-runtime.mjs: WEB_CONCURRENCY (one per
# core by default) with PostgreSQL, always one on the embedded database.
processes=1
if [ -n "${DATABASE_URL:-}" ]; then processes="${WEB_CONCURRENCY:-$(nproc)}"; fi
flags=""
case "${NODE_OPTIONS:-}" in *--max-old-space-size*) ;; *) flags="--max-old-space-size=192" ;; esac
case "${NODE_OPTIONS:-}" in
  *--max-semi-space-size*) ;;
  *) if [ "$processes" -gt 1 ]; then flags="$flags --max-semi-space-size=4"; else flags="$flags --max-semi-space-size=8"; fi ;;
esac
flags="$flags --liftoff-only --expose-gc --enable-source-maps"
arenas=2
if [ "$processes" -gt 1 ]; then arenas=1; fi
tunables="${GLIBC_TUNABLES:-}"
case ":$tunables" in *:glibc.malloc.mmap_threshold=*) ;; *) tunables="$tunables:glibc.malloc.mmap_threshold=131072" ;; esac
case ":$tunables" in *:glibc.malloc.arena_max=*) ;; *) tunables="$tunables:glibc.malloc.arena_max=$arenas" ;; esac
export GLIBC_TUNABLES="${tunables#:}"

command="${1:-server}"
[ "$#" -gt 0 ] && shift
case "$command" in
  server)
    # shellcheck disable=SC2086 # the flags are words
    exec node $flags /app/dist/server/main.js "$@" ;;
  cli) exec node --enable-source-maps /app/dist/server/cli.js "$@" ;;
  print-command)
    # For the tests: what `server` would run, without running it.
    echo "GLIBC_TUNABLES=$GLIBC_TUNABLES node $flags /app/dist/server/main.js" ;;
  *) exec "$command" "$@" ;;
esac
