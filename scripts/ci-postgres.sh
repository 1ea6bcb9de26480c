#!/usr/bin/env bash
# Starts a PostgreSQL server on loopback for CI and prints a DATABASE_URL for a fresh test database.
# Uses Debian's cluster when the `postgresql` package made one (pg_lsclusters), else creates a throwaway cluster
# with initdb + pg_ctl in a temp directory. Prints nothing (and exits 1) when neither works; CI then runs the
# database suites on embedded PGlite only and says so. Needs root (to act as the postgres user).
set -uo pipefail

as_postgres() { runuser -u postgres -- "$@"; }
socket_dir='' # empty: Debian's default socket directory

start_debian_cluster() {
  local cluster version name
  cluster=$(pg_lsclusters --no-header 2>/dev/null | head -n 1)
  [ -n "$cluster" ] || return 1
  read -r version name port _ <<<"$cluster"
  pg_ctlcluster "$version" "$name" start >/dev/null 2>&1 || pg_lsclusters --no-header | grep -q online
}

start_temp_cluster() {
  local bin dir
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] && [ -x "$bin/initdb" ] && id postgres >/dev/null 2>&1 || return 1
  dir=$(mktemp -d /tmp/ci-postgres.XXXXXX) && chown postgres "$dir" || return 1
  port=55432
  as_postgres "$bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null 2>&1 || return 1
  as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null 2>&1 || return 1
  socket_dir=$dir
}

start_debian_cluster || start_temp_cluster || exit 1

for _ in $(seq 1 30); do
  as_postgres pg_isready -q ${socket_dir:+-h "$socket_dir"} -p "$port" && break
  sleep 1
done
as_postgres psql -q ${socket_dir:+-h "$socket_dir"} -p "$port" -v ON_ERROR_STOP=1 >/dev/null <<SQL || exit 1
SET client_min_messages = warning;
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'dealer') THEN
    CREATE ROLE dealer LOGIN PASSWORD 'dealer' CREATEDB;
  END IF;
END \$\$;
DROP DATABASE IF EXISTS dealer_test;
CREATE DATABASE dealer_test OWNER dealer;
SQL
echo "postgres://dealer:dealer@127.0.0.1:${port}/dealer_test"
