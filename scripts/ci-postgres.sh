#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster on loopback for CI and prints a DATABASE_URL for a fresh test database.
# Prints nothing (and exits 1) when it cannot; CI then runs the database suites on embedded PGlite only.
# Needs the `postgresql` Debian package (installed by .ci/run) and root (to act as the postgres user).
set -uo pipefail

cluster=$(pg_lsclusters --no-header 2>/dev/null | head -n 1)
[ -n "$cluster" ] || exit 1
read -r version name port _ <<<"$cluster"
pg_ctlcluster "$version" "$name" start >/dev/null 2>&1 || pg_lsclusters --no-header | grep -q online || exit 1

as_postgres() { runuser -u postgres -- "$@"; }
for _ in $(seq 1 30); do
  as_postgres pg_isready -q -p "$port" && break
  sleep 1
done
as_postgres psql -q -p "$port" -v ON_ERROR_STOP=1 >/dev/null <<SQL || exit 1
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
