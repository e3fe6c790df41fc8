#!/usr/bin/env bash
# Every test: lint, types, unit, API on PGlite and PostgreSQL, and end to end in Chromium.
# In CI (CI=true) a missing browser or database is a failure, never a skip.
set -euo pipefail
cd "$(dirname "$0")/.."

results=.test-results
rm -rf "$results" && mkdir -p "$results"

step() { printf '\n=== %s ===\n' "$*"; }

step "checking what the tests need"
node scripts/ensure-test-deps.mjs

# Lint, types and formatting run beside the unit and API tests, which leave about a third of the
# two cores idle while they wait on their databases; their output is printed when they end.
step "unit and API tests (PGlite and PostgreSQL), with lint, types and formatting beside them"
static_pids=()
for check in lint typecheck format:check; do
  npm run -s "$check" > "$results/$check.log" 2>&1 &
  static_pids+=("$!")
done
vitest_status=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" ||
  vitest_status=$?

static_status=0
checks=(lint typecheck format:check)
for i in "${!static_pids[@]}"; do
  if wait "${static_pids[$i]}"; then
    printf '%s: clean\n' "${checks[$i]}"
  else
    static_status=1
    printf '\n%s FAILED:\n' "${checks[$i]}"
    cat "$results/${checks[$i]}.log"
  fi
done
if [ "$vitest_status" -ne 0 ] || [ "$static_status" -ne 0 ]; then
  node scripts/test-summary.mjs "$results" || true
  exit 1
fi

step "build"
npm run -s build

step "end-to-end tests in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

node scripts/test-summary.mjs "$results"
