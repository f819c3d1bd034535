#!/usr/bin/env bash
# `npm test` on one core: the whole suite as on a machine at least twice as slow as CI's two cores,
# with the environment .ci/run gives it (PostgreSQL, Redis and Chromium must be there, as there).
# A test that fails here but not under `npm test` measures the machine rather than the shop
# (docs/decisions/0005-tests-wait-for-events.md). Prints the time it took.
#   bash scripts/test-slow.sh            on core 0
#   TEST_SLOW_CORE=1 bash scripts/test-slow.sh
set -uo pipefail
cd "$(dirname "$0")/.."

export CHROMIUM_PATH=/usr/bin/chromium
export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
export TEST_REDIS_URL=redis://127.0.0.1:6379
# as on CI: Playwright retries a failed journey once and refuses test.only
export CI="${CI:-true}"
core="${TEST_SLOW_CORE:-0}"

command -v taskset > /dev/null || { echo "test-slow: taskset (util-linux) is needed" >&2; exit 2; }
echo "test-slow: node $(node --version), npm $(npm --version), core $core of $(nproc)"
started=$(date +%s)
taskset -c "$core" npm test
status=$?
elapsed=$(($(date +%s) - started))
printf 'test-slow: npm test on core %s exited %s after %d s (%d min %02d s)\n' \
  "$core" "$status" "$elapsed" "$((elapsed / 60))" "$((elapsed % 60))"
exit "$status"
