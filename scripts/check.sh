#!/bin/bash
# The whole check (`pnpm run check`): formatting, import cycles, then every package's typecheck, lint, tests and browser tests.
# CI keeps only the last lines of what a run prints, and a failing task's report is long gone by then (the
# browser tests run last), so when a task fails its own last lines are printed again at the very end.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .cache
log=.cache/check.log

prettier --check . || exit 1
# No import cycles, between files or packages (type imports count: a cycle of types is still a tangle to read).
pnpm run --silent cycles || exit 1
turbo run typecheck lint test e2e --continue --concurrency=2 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  # Turbo names them as "Failed:    @backlot/storybook#test, @backlot/ui#lint".
  failed=$(sed -n 's/\x1b\[[0-9;]*m//g; s/^ *Failed: *//p' "$log" | tr ',' '\n' | tr -d ' ')
  for task in $failed; do
    prefix="${task/\#/:}: "
    echo
    echo "==== the end of $task's report (all of it is in $log) ===="
    report=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -F -- "$prefix" | grep -v -E '^\S+: +(✓|↓)')
    # First which tests failed (Vitest marks them FAIL or ×, Playwright ✘), then how the report ends.
    echo "$report" | grep -E ' FAIL |×|✘' | sort -u | head -n 30
    echo "----"
    echo "$report" | tail -n 40
  done
  echo
  echo "check: failed ($failed)"
fi
exit "$status"
