#!/usr/bin/env bash
# Every test: lint, types, unit, API on PGlite and PostgreSQL, system, and end to end in Chromium.
# In CI (CI=true) a missing browser or database is a failure, never a skip. The closing table gives
# each phase's wall time and CPU time (user + system of the phase's processes; the PostgreSQL
# server's own work is not counted). .ci/run passes the time of its npm install in
# TEST_INSTALL_TIMES ("wall user system", seconds).
set -euo pipefail
cd "$(dirname "$0")/.."

results=.test-results
rm -rf "$results" && mkdir -p "$results"
phases="$results/phases.tsv"
started_ms=$(date +%s%3N)

step() { printf '\n=== %s ===\n' "$*"; }

# timed NAME COMMAND...: runs the command and appends "NAME, wall s, CPU s, exit status" to the
# phase table; returns the command's status.
timed() {
  local name=$1 status=0 real user sys
  shift
  local TIMEFORMAT='%R %U %S' times_file="$results/.times-${name//[^a-z]/-}"
  { time "$@" 2>&3 || status=$?; } 3>&2 2> "$times_file"
  read -r real user sys < "$times_file"
  printf '%s\t%s\t%s\t%s\n' "$name" "$real" "$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }')" "$status" >> "$phases"
  return "$status"
}

install_s=0
if [ -n "${TEST_INSTALL_TIMES:-}" ]; then
  read -r install_s user sys <<< "$TEST_INSTALL_TIMES"
  printf 'npm install\t%s\t%s\t0\n' "$install_s" "$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }')" >> "$phases"
fi

summary() {
  local label=total
  [ -n "${TEST_INSTALL_TIMES:-}" ] && label='total, npm install included'
  printf '%s\t%s\t\t\n' "$label" "$(awk -v ms=$(($(date +%s%3N) - started_ms)) -v install="$install_s" 'BEGIN { printf "%.1f", ms / 1000 + install }')" >> "$phases"
  node scripts/test-summary.mjs "$results"
}

step "checking what the tests need"
timed "checking what the tests need" node scripts/ensure-test-deps.mjs

# Vitest (unit, API and system tests) runs with the build, lint, types and formatting beside it at
# a lower priority, and the browser journeys start beside it as soon as the build is done: most of
# both is waiting on servers, mail and pages, so together they fill the two cores (about 600 s
# against 860 s one after the other on this kind of machine). On a machine too slow for that (a
# fresh embedded server past its start-up limit), TEST_SIDE_BY_SIDE=0 runs the journeys after
# Vitest (docs/benchmarks.md, "The test run").
side_by_side=${TEST_SIDE_BY_SIDE:-1}
step "unit, API and system tests (PGlite and PostgreSQL); beside them the build, lint, types and formatting"
checks=(lint typecheck format:check)
static_pids=()
for check in "${checks[@]}"; do
  timed "  $check (beside)" nice -n 10 npm run -s "$check" > "$results/$check.log" 2>&1 &
  static_pids+=("$!")
done
# A trace only for a retried test (CI retries once), as in CI: recording one for every test costs
# about a third of the journeys' CPU.
e2e() {
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" \
    timed "end to end (Playwright)" \
    npx playwright test --reporter=list,json --trace=on-first-retry > "$results/e2e.log" 2>&1
}
if [ "$side_by_side" = 1 ]; then
  { timed "  build (beside)" npm run -s build > "$results/build.log" 2>&1 && e2e; } &
else
  timed "  build (beside)" nice -n 10 npm run -s build > "$results/build.log" 2>&1 &
fi
build_pid=$!
vitest_status=0
timed "vitest (unit, API, system)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" ||
  vitest_status=$?

static_status=0
for i in "${!static_pids[@]}"; do
  if wait "${static_pids[$i]}"; then
    printf '%s: ok\n' "${checks[$i]}"
  else
    static_status=1
    printf '\n%s FAILED:\n' "${checks[$i]}"
    cat "$results/${checks[$i]}.log"
  fi
done

step "end-to-end tests in Chromium"
e2e_status=0
if [ "$side_by_side" = 1 ]; then
  wait "$build_pid" || e2e_status=$?
elif wait "$build_pid"; then
  e2e || e2e_status=$?
else
  e2e_status=1
fi
if [ -f "$results/e2e.log" ]; then
  cat "$results/e2e.log"
else
  printf '\nbuild FAILED:\n'
  cat "$results/build.log"
fi

summary_status=0
summary || summary_status=$?
[ "$vitest_status" -eq 0 ] && [ "$static_status" -eq 0 ] && [ "$e2e_status" -eq 0 ] &&
  [ "$summary_status" -eq 0 ]
