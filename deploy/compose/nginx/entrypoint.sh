#!/bin/sh
# nginx resolves its upstreams' names once, at start: wait (up to a minute) until the container
# network's DNS knows every replica, so that starting the proxy beside them never fails.
set -eu
for name in $(sed -n 's/^ *server \([a-z0-9.-]*\):[0-9]*.*/\1/p' /etc/nginx/conf.d/*.conf); do
  tries=0
  until getent hosts "$name" >/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -ge 120 ]; then echo "upstream $name does not resolve" >&2; exit 1; fi
    sleep 0.5
  done
done
exec "$@"
