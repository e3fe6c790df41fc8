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

step "lint and types"
npm run -s lint
npm run -s typecheck
npm run -s format:check

step "unit and API tests (PGlite and PostgreSQL)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"

step "build"
npm run -s build

step "end-to-end tests in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

node scripts/test-summary.mjs "$results"
