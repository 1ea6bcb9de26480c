#!/usr/bin/env bash
# pretest: the browser tests need Debian's Chromium, the XML tests xmllint, the shared cache tests redis-server and the
# stack's nginx test (scripts/src/stack/nginx-config.test.ts) nginx with its Brotli modules. Install them when missing
# (as root, or with passwordless sudo), otherwise stop with one line saying what to run.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || missing+=(libnginx-mod-http-brotli-filter)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "Missing ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' and then 'npm test' again." >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing ${missing[*]}: install Debian's ${missing[*]} (apt-get is not available here) and run 'npm test' again." >&2
  exit 1
fi
echo "Installing ${missing[*]} with apt-get…"
"${as_root[@]}" apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
