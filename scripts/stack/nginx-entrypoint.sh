#!/bin/sh
# docker-compose.yml's nginx: renders the stack's template (scripts/stack/nginx.conf.template) as
# `npm run stack:up` does, replacing only its ${STACK_…} placeholders (nginx's own $variables stay), then runs nginx.
set -eu
placeholders='${STACK_PORT} ${STACK_COMPRESS_PORT} ${STACK_UPSTREAM_SERVERS} ${STACK_NGINX_DIR} ${STACK_ERROR_LOG} ${STACK_ACCESS_LOG} ${STACK_POST_RATE} ${STACK_POST_BURST}'
mkdir -p "$STACK_NGINX_DIR/temp" "$STACK_NGINX_DIR/cache"
# The micro-cache starts empty, as with stack:up (a stale page could name scripts of an older build).
rm -rf "$STACK_NGINX_DIR/cache/pages"
envsubst "$placeholders" </etc/stack/nginx.conf.template >/run/nginx-stack.conf
nginx -t -q -e "$STACK_ERROR_LOG" -c /run/nginx-stack.conf
exec nginx -e "$STACK_ERROR_LOG" -c /run/nginx-stack.conf -g 'daemon off;'
