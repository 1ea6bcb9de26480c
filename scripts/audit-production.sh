#!/usr/bin/env bash
# `npm run audit:prod`: npm's advisory audit of the production dependency tree, failing on a high or critical
# advisory. When the registry in use offers no advisory endpoint (some mirrors answer 405), it says so and exits 2,
# so "no result" is never mistaken for "no advisories".
set -uo pipefail
cd "$(dirname "$0")/.."
output=$(npm audit --omit=dev --audit-level=high 2>&1)
status=$?
if grep -qE 'audit endpoint returned an error|40[0-9] Method Not Allowed|ENOAUDIT' <<<"$output"; then
  echo "npm audit: this registry offers no advisory endpoint; run it where the public npm registry is reachable."
  exit 2
fi
echo "$output"
exit "$status"
