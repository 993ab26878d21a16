#!/usr/bin/env bash
# Every test, in the order that fails fastest: unit tests, a fresh production build, the
# type check (it needs the types the build writes), the build tests, then the built site.
# `npm test` runs this; .ci/run calls `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

echo "== unit tests"
npx jest --selectProjects unit

echo "== production build"
npx gatsby build

echo "== type check"
npx tsc --noEmit

echo "== build tests (temporary copies of the project)"
npx jest --selectProjects build --runInBand

echo "== the built site"
npx jest --selectProjects site --runInBand
