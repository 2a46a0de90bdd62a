#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + integration tests (real PostgreSQL), then the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

# What the run starts it must end: an embedded PostgreSQL still running at the end, or a data
# folder left in the temp folder, fails it (and is cleaned up), on success, failure or Ctrl+C.
# Only what the run added counts: a snapshot now, the check on the way out.
snapshot="$(mktemp "${TMPDIR:-/tmp}/leftovers-XXXXXX")"
npx tsx scripts/check-leftovers.ts snapshot "$snapshot"
check_leftovers() {
  local status=$?
  trap - EXIT
  step "leftovers (PostgreSQL servers, data folders)"
  npx tsx scripts/check-leftovers.ts check "$snapshot" --clean || { [ "$status" -ne 0 ] || status=1; }
  rm -f "$snapshot"
  exit "$status"
}
trap check_leftovers EXIT

step "format (prettier --check)"
npx prettier --check --log-level warn .

step "lint"
npx eslint --max-warnings 0 .

step "unused files and dependencies (knip)"
npx knip --no-progress --no-config-hints

step "typecheck"
npx tsc -p tsconfig.json --noEmit

step "unit and integration tests"
npx vitest run

step "end-to-end (Playwright, Chromium)"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "${CI:-}" = "true" ]; then
    echo "ERROR: Chromium was not found at $CHROMIUM and CI=true: the browser tests cannot be skipped." >&2
    echo "       Install it with: apt-get install -y chromium" >&2
    exit 1
  fi
  printf '\n\033[1;33m!!! SKIPPING THE BROWSER TESTS: no Chromium at %s.\n!!! Install it (apt-get install -y chromium) to run them.\033[0m\n\n' "$CHROMIUM" >&2
  exit 0
fi
npx playwright test
