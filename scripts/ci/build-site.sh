#!/usr/bin/env bash
# What every build job of the deploy workflow runs, live or preview, in either lane (docs/hosting.md,
# "Two lanes"): the content check, the build, the smoke pass of every built page, then the folder
# the deploy job uploads (deploy/). Bad content stops it at the first step with the check's own
# message. Needs only the dependencies (npm ci --omit=dev) and Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
export GATSBY_TELEMETRY_DISABLED=1

step() {
  local started=$SECONDS
  echo "== $1"
  shift
  "$@"
  echo "-- $((SECONDS - started)) s"
}

# A build that starts from a restored cache (the content lane, a preview) and fails builds once more
# afresh: a cache Gatsby cannot use must not stop a good Publish. Bad content has stopped at the check.
build() {
  npm run --silent build && return
  [[ -d .cache ]] || return 1
  echo "The build from the last build's cache failed: building again afresh (npm run clean)"
  npm run --silent clean
  npm run --silent build
}

step "the content check (npm run check)" npm run --silent check
step "the build" build
step "the smoke pass: every built page in Chromium" npm run --silent smoke
step "the deploy folder" npx tsx scripts/ci/deploy-folder.ts
