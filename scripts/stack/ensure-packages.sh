#!/usr/bin/env bash
# `npm run stack:up`: the stack needs Debian's nginx with the Brotli modules, redis-server and PostgreSQL. Install
# them when missing (as root, or with passwordless sudo), otherwise stop with one line saying what to run. Same
# rules as scripts/ensure-system-packages.sh (npm test's Chromium).
set -euo pipefail

modules=/usr/lib/nginx/modules
missing=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f "$modules/ngx_http_brotli_filter_module.so" ] || missing+=(libnginx-mod-http-brotli-filter)
[ -f "$modules/ngx_http_brotli_static_module.so" ] || missing+=(libnginx-mod-http-brotli-static)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
# The server binaries, not just psql: a client-only install has no initdb.
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "Missing ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' and then 'npm run stack:up' again." >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing ${missing[*]}: install Debian's ${missing[*]} (apt-get is not available here) and run 'npm run stack:up' again." >&2
  exit 1
fi
echo "Installing ${missing[*]} with apt-get…"
"${as_root[@]}" apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
