#!/usr/bin/env bash
# The Debian packages a command needs, installed when missing (as root, or with passwordless sudo); otherwise stop
# with one line saying what to run.
#   test  (npm test's pretest): Chromium for the browser tests, xmllint for the XML tests, redis-server for the shared
#         cache tests, nginx with its Brotli modules for the stack's nginx test; with TEST_STACK=1 also PostgreSQL,
#         for the browser suite through the stack.
#   stack (npm run stack:up): nginx with the Brotli modules, redis-server and PostgreSQL's server binaries.
#   ci    (.ci/run): what `test` needs, and PostgreSQL: CI runs the database suites on it too, and the browser suite
#         through the stack.
set -euo pipefail

purpose=${1:-test}
modules=/usr/lib/nginx/modules
missing=()
want_nginx() {
  [ -x /usr/sbin/nginx ] || missing+=(nginx)
  [ -f "$modules/ngx_http_brotli_filter_module.so" ] || missing+=(libnginx-mod-http-brotli-filter)
  [ -f "$modules/ngx_http_brotli_static_module.so" ] || missing+=(libnginx-mod-http-brotli-static)
}
# The server binaries, not just psql: a client-only install has no initdb.
want_postgres() { compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql); }

want_test() {
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  want_nginx
}

case "$purpose" in
  test)
    rerun='npm test'
    want_test
    if [ "${TEST_STACK:-}" = 1 ]; then want_postgres; fi
    ;;
  ci)
    rerun='.ci/run'
    want_test
    want_postgres
    ;;
  stack)
    rerun='npm run stack:up'
    want_nginx
    command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
    want_postgres
    ;;
  *)
    echo "usage: $0 [test|stack|ci]" >&2
    exit 2
    ;;
esac
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "Missing ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' and then '$rerun' again." >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing ${missing[*]}: install Debian's ${missing[*]} (apt-get is not available here) and run '$rerun' again." >&2
  exit 1
fi
echo "Installing ${missing[*]} with apt-get…"
"${as_root[@]}" apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
