#!/bin/sh
# Creates the cluster on the first start (user POSTGRES_USER with POSTGRES_PASSWORD, database
# POSTGRES_DB, password authentication from other hosts), then runs PostgreSQL as PID 1.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  if [ "$db" != postgres ]; then createdb --username="$user" --owner="$user" "$db"; fi
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "database $db created for $user"
fi
exec postgres -c listen_addresses='*' "$@"
