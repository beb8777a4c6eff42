#!/usr/bin/env bash
# The browser test (browser_test.mjs) as ctest runs it: Debian's chromium and the pinned
# playwright-core that scripts/install-deps.sh installs. Screenshots go to $2.
set -euo pipefail
gg=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
command -v node >/dev/null || { echo "node is missing: run scripts/install-deps.sh" >&2; exit 1; }
[ -x /usr/bin/chromium ] || { echo "chromium is missing: run scripts/install-deps.sh" >&2; exit 1; }
[ -d "$here/node_modules/playwright-core" ] ||
  { echo "playwright-core is missing: run scripts/install-deps.sh (npm ci in tests/web)" >&2; exit 1; }
exec node "$here/browser_test.mjs" "$gg" "$out"
