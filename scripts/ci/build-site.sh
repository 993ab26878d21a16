#!/usr/bin/env bash
# What every build job of the deploy workflow runs, live or preview, in either lane (docs/hosting.md,
# "Two lanes"), after `npm ci --omit=dev` and the audit: the content check first, the web editor's
# files, the build (afresh: no cache is restored into a build that may deploy), the smoke pass of every
# built page, then the folder the deploy job uploads (deploy/). Bad content stops it at the check
# with the check's own message. Needs only the dependencies and Debian's Chromium.
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

step "the content check (npm run check)" npm run --silent check
step "the web editor's files (decap-cms at package-lock.json's version)" npx tsx scripts/ci/editor-bundle.ts
step "the build" npm run --silent build
step "the smoke pass: every built page in Chromium" npm run --silent smoke
step "the deploy folder" npx tsx scripts/ci/deploy-folder.ts
